import * as v from 'valibot';
import { AttributeSchema } from '../contract/attribute/attribute';
import type { CatalogEntityType } from '../contract/catalog/catalogEntityType';
import { catalogSearchCall } from '../contract/catalog/catalogSearchCall';
import type { CatalogSearchResult } from '../contract/catalog/catalogSearchResult';
import { CategorySchema } from '../contract/category/category';
import { CmsBlockSchema } from '../contract/cms/cmsBlock';
import { CmsPageSchema } from '../contract/cms/cmsPage';
import { ProductSchema } from '../contract/product/product';
import { ReviewSchema } from '../contract/review/review';
import { TaxRuleSchema } from '../contract/tax/taxRule';
import { ValidationError } from '../error/ValidationError';
import { type ClientContext, callApi } from './callApi';

const itemSchemas = {
  product: ProductSchema,
  category: CategorySchema,
  attribute: AttributeSchema,
  taxrule: TaxRuleSchema,
  review: ReviewSchema,
  cms_page: CmsPageSchema,
  cms_block: CmsBlockSchema,
  cms_hierarchy: v.looseObject({}),
} satisfies Record<CatalogEntityType, v.GenericSchema>;

/** The item type of each catalogue entity type. */
export type CatalogItem<T extends CatalogEntityType> = v.InferOutput<(typeof itemSchemas)[T]>;

/** A catalogue search: the entity type and the typed search query built by `@citerne/catalog-search`. */
export interface CatalogSearchInput<T extends CatalogEntityType> {
  type: T;
  /** The search query (sent as JSON in the `request` param). */
  request?: unknown;
  start?: number;
  size?: number;
  sort?: string;
  includeFields?: readonly string[];
  excludeFields?: readonly string[];
  groupId?: number;
  signal?: AbortSignal;
}

/** The catalogue search call of SPEC §7. */
export interface CatalogClient {
  /** Searches; every item is checked against its entity's schema, so field selection must keep required fields. */
  search<T extends CatalogEntityType>(input: CatalogSearchInput<T>): Promise<CatalogSearchResult<CatalogItem<T>>>;
  /** Searches without checking the items (for projections with `includeFields`). */
  searchRaw(input: CatalogSearchInput<CatalogEntityType>): Promise<CatalogSearchResult>;
}

/**
 * Creates the catalogue search call.
 *
 * @example
 * const { items, total } = await createCatalogClient(context).search({ type: 'product', request: query, size: 16 });
 */
export function createCatalogClient(context: ClientContext): CatalogClient {
  const searchRaw = async (input: CatalogSearchInput<CatalogEntityType>) => {
    const { type, request, signal, ...rest } = input;
    const query = { type, ...rest, ...(request !== undefined ? { request: JSON.stringify(request) } : {}) };
    return (await callApi(context, catalogSearchCall, { query, ...(signal ? { signal } : {}) })).result;
  };
  return {
    searchRaw,
    async search<T extends CatalogEntityType>(input: CatalogSearchInput<T>) {
      const result = await searchRaw(input);
      const items = v.safeParse(v.array(itemSchemas[input.type]), result.items);
      if (!items.success) throw ValidationError.fromIssues('response', `catalog ${input.type} items`, items.issues);
      return { ...result, items: items.output as CatalogItem<T>[] };
    },
  };
}
