import * as v from 'valibot';
import { baseQueryFields } from '../call/baseQueryFields';
import { defineCall } from '../call/defineCall';
import { commaList } from '../field/commaList';
import { queryInteger } from '../field/queryInteger';
import { SkuSchema } from '../field/sku';
import { ProductRenderInfoSchema } from './productRenderInfo';

/**
 * The query of the product render list: comma-joined skus (at most 50), currency code, store id and,
 * when grouped tax is active, the user's group id (SPEC §7).
 *
 * @example
 * v.parse(ProductRenderListQuerySchema, { skus: 'CIT-10M3,CIT-20M3', currencyCode: 'EUR', storeId: '1' });
 */
export const ProductRenderListQuerySchema = v.object({
  ...baseQueryFields,
  skus: commaList(SkuSchema, 50),
  currencyCode: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, 'Must be a currency code.')),
  storeId: queryInteger(0, 1_000_000),
  userGroupId: v.optional(queryInteger(0, 1_000_000)),
});

/** The query of the product render list. */
export type ProductRenderListQuery = v.InferInput<typeof ProductRenderListQuerySchema>;

/**
 * Product render list — `GET /api/products/render-list` (SPEC §7): reads `result.items`.
 *
 * @example
 * const { items } = await client.products.renderList({ skus: ['CIT-10M3'], currencyCode: 'EUR', storeId: 1 });
 */
export const productRenderListCall = defineCall({
  name: 'products.renderList',
  method: 'GET',
  path: '/api/products/render-list',
  auth: 'optional',
  cart: false,
  query: ProductRenderListQuerySchema,
  result: v.looseObject({ items: v.array(ProductRenderInfoSchema) }),
});
