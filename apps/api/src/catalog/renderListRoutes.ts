import { ProductRenderListQuerySchema } from '@citerne/core-api/contract';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { ApiEnv } from '../http/apiEnv';
import { respond, respondError } from '../http/envelope';
import { describeIssues } from '../http/validation';
import type { SearchBackend } from '../search/SearchBackend';
import type { CatalogDependencies } from './CatalogDependencies';
import { applyCacheValidators } from './cacheHeaders';
import { priceForGroup } from './priceForGroup';
import { InvalidUserToken, readUserGroup } from './readUserGroup';

type Doc = Record<string, unknown>;

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function renderInfo(product: Doc) {
  const children = Array.isArray(product.configurable_children) ? (product.configurable_children as Doc[]) : [];
  const priced = children.length > 0 ? children.filter((c) => typeof c.status !== 'number' || c.status < 2) : [product];
  const excl = (field: string) => priced.map((p) => num(p[field]));
  const set = (suffix: '' | '_incl_tax') => ({
    final_price: num(product[`final_price${suffix}`]),
    regular_price: num(product[`original_price${suffix}`]),
    special_price: num(product[`special_price${suffix}`]) > 0 ? num(product[`special_price${suffix}`]) : null,
    minimal_price: Math.min(...excl(`price${suffix}`)),
    max_price: Math.max(...excl(`price${suffix}`)),
    minimal_regular_price: Math.min(...excl(`original_price${suffix}`)),
    max_regular_price: Math.max(...excl(`original_price${suffix}`)),
  });
  return {
    id: num(product.id),
    sku: String(product.sku),
    name: String(product.name),
    type: String(product.type_id),
    store_id: 1,
    currency_code: 'EUR',
    price_info: { ...set(''), extension_attributes: { tax_adjustments: set('_incl_tax') } },
  };
}

/**
 * `GET /api/products/render-list?skus=A,B&currencyCode=EUR&storeId=1` (SPEC §7 "Product render list"; also at
 * `/api/product/render-list`): the current prices of up to 50 skus, excl. tax in `price_info` and incl. tax in
 * `price_info.extension_attributes.tax_adjustments`. Group prices follow the verified user token (Bearer header or
 * `token`), never `userGroupId`; without a token verifier every caller gets guest prices. Unknown skus are left out.
 */
export function renderListRoutes(search: () => Promise<SearchBackend>, dependencies: CatalogDependencies) {
  return new Hono<ApiEnv>().get('/render-list', async (c) => {
    const parsed = v.safeParse(ProductRenderListQuerySchema, c.req.query());
    if (!parsed.success) return respondError(c, 400, `Invalid render-list query: ${describeIssues(parsed.issues)}`);
    const query = parsed.output;
    if (query.currencyCode !== 'EUR') {
      return respondError(c, 400, `Invalid render-list query: currency ${query.currencyCode} is not sold; use EUR`);
    }
    let groupId: number | null;
    try {
      groupId = await readUserGroup(c, dependencies, query.token);
    } catch (error) {
      if (error instanceof InvalidUserToken) return respondError(c, 401, error.message);
      throw error;
    }
    const backend = await search();
    if (groupId === null) {
      if (applyCacheValidators(c, backend.revision, ['render-list', query.skus])) return c.body(null, 304);
    } else {
      c.header('Cache-Control', 'private, no-store');
    }
    c.header('Vary', 'Authorization');
    const [products, taxRules] = await Promise.all([backend.productsBySku(query.skus), backend.taxRules()]);
    const items = query.skus.flatMap((sku) => {
      const product = products.get(sku);
      return product ? [renderInfo(priceForGroup(product, taxRules, groupId))] : [];
    });
    return respond(c, 200, { items });
  });
}
