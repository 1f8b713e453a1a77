import * as v from 'valibot';
import type { SearchResult } from './SearchResult';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const rawResultSchema = v.looseObject({
  items: v.array(v.looseObject({})),
  total: v.union([count, v.looseObject({ value: count })], 'total must be a number or { value }'),
  start: v.optional(count, 0),
  perPage: v.optional(count),
  aggregations: v.optional(v.record(v.string(), v.looseObject({ buckets: v.array(v.looseObject({})) })), {}),
  suggestions: v.optional(v.record(v.string(), v.unknown()), {}),
  attributeMetadata: v.optional(v.array(v.looseObject({ attribute_code: v.string() })), []),
});

/**
 * Reads a search answer from a backend or the API into a {@link SearchResult}: `total` given as a number or as
 * `{ value }` (SPEC §3 "Search stats") becomes a number, missing parts get their empty value and `noresults` is set
 * when nothing matched.
 * @throws Error naming the malformed part of the answer.
 *
 * @example
 * normalizeSearchResult({ items: [], total: { value: 0, relation: 'eq' }, start: 0, perPage: 50 }).total; // 0
 */
export function normalizeSearchResult<T = Record<string, unknown>>(raw: unknown): SearchResult<T> {
  const parsed = v.safeParse(rawResultSchema, raw);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new Error(`Malformed search result: ${v.getDotPath(issue) ?? 'result'}: ${issue.message}`);
  }
  const r = parsed.output;
  const total = typeof r.total === 'number' ? r.total : r.total.value;
  return {
    items: r.items as unknown as T[],
    total,
    start: r.start,
    perPage: r.perPage ?? r.items.length,
    aggregations: r.aggregations as unknown as SearchResult['aggregations'],
    suggestions: r.suggestions,
    attributeMetadata: r.attributeMetadata as unknown as SearchResult['attributeMetadata'],
    ...(r.items.length === 0 ? { noresults: true } : {}),
  };
}
