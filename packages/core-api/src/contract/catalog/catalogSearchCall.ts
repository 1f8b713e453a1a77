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

/**
 * The largest page a catalogue search may ask for, of any entity type: the category fetch of SPEC §9 (4000). It is
 * the one cap of `GET /api/catalog`, checked by this schema on the client and on the server; the search backends'
 * per-type page limits (`CatalogSearchConfig.maxSize`: products 500, CMS 500 as SPEC §9 says) stay at or under it.
 */
export const MAX_SEARCH_SIZE = 4000;

/** SPEC §5: a search of an entity type that is not registered is refused with this message. */
const NO_ENTITY_TYPE = 'No entity type registered';

const fieldName = v.pipe(v.string(), v.regex(/^[\w.*]{1,100}$/, 'Must be a field name.'));

// The paging numbers of the query string, refused with the messages `decodeSearchQuery` of @citerne/catalog-search
// gives, so a bad query reads the same whichever side finds it.
const notWhole = (issue: v.BaseIssue<unknown>) => `must be a whole number (got "${String(issue.input)}")`;
const pagingInteger = (max: number) =>
  v.pipe(
    v.union(
      [
        v.pipe(v.number(), v.integer(notWhole)),
        v.pipe(v.string(), v.regex(/^\s*-?\d{1,9}\s*$/, notWhole), v.transform(Number)),
      ],
      notWhole,
    ),
    v.maxValue(max, `must be at most ${max}`),
  );

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
  type: v.optional(
    v.picklist(CatalogEntityTypeSchema.options, (issue) => `${NO_ENTITY_TYPE}: "${String(issue.input)}"`),
    'product',
  ),
  request: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(8192, 'the search request is too long (8192 characters at most)'),
      v.parseJson(undefined, 'must be JSON (a search query object)'),
    ),
  ),
  /** A shorthand for the request's `text` (handy with curl). */
  q: v.optional(trimmedText(200)),
  start: v.optional(
    v.pipe(
      pagingInteger(1_000_000),
      v.transform((start) => Math.max(0, start)),
    ),
    0,
  ),
  size: v.optional(
    v.pipe(
      pagingInteger(MAX_SEARCH_SIZE),
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
