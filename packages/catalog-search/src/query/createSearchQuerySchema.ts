import * as v from 'valibot';
import type { CatalogSearchConfig } from '../config/CatalogSearchConfig';
import { defaultCatalogSearchConfig } from '../config/defaultCatalogSearchConfig';
import { catalogMessages } from '../errors/catalogMessages';
import { entityTypes } from './entityTypes';
import { searchScopes } from './searchScopes';

const fieldPattern = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const field = v.pipe(
  v.string('field must be a string'),
  v.maxLength(64, 'field names are at most 64 characters'),
  v.regex(fieldPattern, (issue) => `"${String(issue.input)}" is not a field name`),
);
const filterValue = v.union(
  [v.pipe(v.string(), v.minLength(1, 'a filter value cannot be empty'), v.maxLength(200)), v.number(), v.boolean()],
  'a filter value must be a string, a number or a boolean',
);
const finite = v.pipe(v.number('a range bound must be a number'), v.finite('a range bound must be finite'));
const range = v.pipe(
  v.strictObject({ from: v.optional(finite), to: v.optional(finite) }),
  v.check((r) => r.from !== undefined || r.to !== undefined, 'a range needs from, to or both'),
  v.check((r) => r.from === undefined || r.to === undefined || r.from < r.to, 'a range needs from below to'),
);
const integer = v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.safeInteger());
const identifierFields = ['sku', 'id', 'url_key', 'url_path', 'slug', 'parentSku', 'configurable_children.sku'];

/**
 * Builds the valibot schema of a {@link SearchQuery} for a configuration (page sizes, sortable fields, filter list
 * size, shortest text). `SearchQuerySchema` is the one for the defaults. The output is normalised: paging follows
 * SPEC §5 (size of 0 or less becomes 50, start below 0 becomes 0) and sizes above the type's maximum are capped.
 *
 * @example
 * const schema = createSearchQuerySchema(createCatalogSearchConfig({ maxFilterValues: 100 }));
 * v.parse(schema, { text: 'citerne' }).size; // 50
 */
export function createSearchQuerySchema(config: CatalogSearchConfig = defaultCatalogSearchConfig) {
  const filter = v.variant(
    'kind',
    [
      v.strictObject({ kind: v.literal('term'), field, value: filterValue }),
      v.strictObject({
        kind: v.literal('terms'),
        field,
        values: v.pipe(
          v.array(filterValue),
          v.minLength(1, 'a terms filter needs at least one value'),
          v.maxLength(config.maxFilterValues, `a terms filter holds at most ${config.maxFilterValues} values`),
        ),
      }),
      v.strictObject({
        kind: v.literal('range'),
        field,
        ranges: v.pipe(v.array(range), v.minLength(1, 'a range filter needs a range'), v.maxLength(20)),
      }),
    ],
    'a filter kind must be term, terms or range',
  );
  const minText = config.minSearchTextLength;
  return v.pipe(
    v.strictObject(
      {
        type: v.optional(
          v.picklist(entityTypes, (issue) => `${catalogMessages.noEntityType}: "${String(issue.input)}"`),
          'product',
        ),
        text: v.optional(
          v.pipe(
            v.string('text must be a string'),
            v.trim(),
            v.maxLength(200, 'search text is at most 200 characters'),
            v.check(
              (text) => text.length === 0 || text.length >= minText,
              `search text must have at least ${minText} characters`,
            ),
          ),
        ),
        filters: v.optional(v.pipe(v.array(filter), v.maxLength(50, 'at most 50 filters')), []),
        sort: v.optional(v.strictObject({ field, order: v.picklist(['asc', 'desc'], 'order must be asc or desc') })),
        start: v.optional(integer, 0),
        size: v.optional(integer),
        aggregations: v.optional(v.pipe(v.array(field), v.maxLength(30, 'at most 30 aggregations')), []),
        include: v.optional(v.pipe(v.array(field), v.maxLength(100))),
        exclude: v.optional(v.pipe(v.array(field), v.maxLength(100))),
        scope: v.optional(v.picklist(searchScopes, 'scope must be search, catalog, lookup or linked'), 'search'),
        store: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2,8}$/, 'store must be a store code such as fr'))),
      },
      (issue) => `unknown query field "${String(issue.input)}"`,
    ),
    v.check(
      (q) => !q.sort || config.sortableFields[q.type].includes(q.sort.field),
      (issue) => {
        const q = issue.input as { type: keyof CatalogSearchConfig['sortableFields']; sort: { field: string } };
        return `cannot sort ${q.type} by "${q.sort.field}"; sort on ${config.sortableFields[q.type].join(', ')}`;
      },
    ),
    v.check(
      (q) => q.scope !== 'lookup' || q.filters.some((f) => identifierFields.includes(f.field)),
      `a lookup needs a filter on ${identifierFields.join(', ')}`,
    ),
    v.transform((q) => ({
      ...q,
      text: q.text === undefined || q.text.length === 0 ? undefined : q.text,
      // SPEC §5: start below 0 becomes 0; size at 0 or less becomes 50; sizes above the type's maximum are capped.
      start: Math.max(0, q.start),
      size: Math.min(
        config.maxSize[q.type],
        q.size === undefined ? config.defaultSize[q.type] : q.size <= 0 ? config.fallbackSize : q.size,
      ),
    })),
  );
}
