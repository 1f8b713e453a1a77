import * as v from 'valibot';
import { baseQueryFields } from '../call/baseQueryFields';
import { defineCall } from '../call/defineCall';
import { commaList } from '../field/commaList';
import { queryInteger } from '../field/queryInteger';
import { trimmedText } from '../field/trimmedText';
import { CatalogEntityTypeSchema } from './catalogEntityType';
import { CatalogSearchResultSchema } from './catalogSearchResult';

/** Product list page size, used when a search asks for 0 or fewer items (SPEC §5, §9). */
export const DEFAULT_SEARCH_SIZE = 50;

/** The largest page a search may ask for (category fetch, SPEC §9). */
export const MAX_SEARCH_SIZE = 4000;

const fieldName = v.pipe(v.string(), v.regex(/^[\w.*]{1,100}$/, 'Must be a field name.'));

/**
 * The query of a catalogue search. `request` is the JSON of the typed search query of
 * `@citerne/catalog-search` (parsed here, validated by the API with that package's schema). A size of 0
 * or less becomes 50 and a start below 0 becomes 0 (SPEC §5).
 *
 * @example
 * v.parse(CatalogSearchQuerySchema, { type: 'product', request: '{"filters":[]}', size: '0', start: '-3' });
 * // { type: 'product', request: { filters: [] }, size: 50, start: 0 }
 */
export const CatalogSearchQuerySchema = v.object({
  ...baseQueryFields,
  type: v.optional(CatalogEntityTypeSchema, 'product'),
  request: v.optional(v.pipe(v.string(), v.maxLength(8192, 'The search request is too long.'), v.parseJson())),
  start: v.optional(
    v.pipe(
      queryInteger(Number.MIN_SAFE_INTEGER, 1_000_000),
      v.transform((start) => Math.max(0, start)),
    ),
    0,
  ),
  size: v.optional(
    v.pipe(
      queryInteger(Number.MIN_SAFE_INTEGER, MAX_SEARCH_SIZE),
      v.transform((size) => (size <= 0 ? DEFAULT_SEARCH_SIZE : size)),
    ),
    DEFAULT_SEARCH_SIZE,
  ),
  sort: v.optional(trimmedText(200)),
  includeFields: v.optional(commaList(fieldName, 200)),
  excludeFields: v.optional(commaList(fieldName, 200)),
  groupId: v.optional(queryInteger(0, 1_000_000)),
});

/** The query of a catalogue search. */
export type CatalogSearchQuery = v.InferInput<typeof CatalogSearchQuerySchema>;

/**
 * Catalogue search — `GET /api/catalog` (SPEC §7): items, total, start, perPage, aggregations,
 * suggestions and attribute metadata.
 *
 * @example
 * const result = await client.catalog.search({ type: 'product', request: query, size: 16 });
 */
export const catalogSearchCall = defineCall({
  name: 'catalog.search',
  method: 'GET',
  path: '/api/catalog',
  auth: 'optional',
  cart: false,
  query: CatalogSearchQuerySchema,
  result: CatalogSearchResultSchema,
});
