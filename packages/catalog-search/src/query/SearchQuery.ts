import type * as v from 'valibot';
import type { createSearchQuerySchema } from './createSearchQuerySchema';

type Schema = ReturnType<typeof createSearchQuerySchema>;

/**
 * A catalogue query as the API receives it, validated and normalised (paging resolved, text trimmed).
 * Clients build a {@link SearchQueryInput}; the API never accepts raw engine queries (ARCHITECTURE.md).
 */
export type SearchQuery = v.InferOutput<Schema>;

/** A catalogue query as a client writes it: every field optional except what a filter needs. */
export type SearchQueryInput = v.InferInput<Schema>;

/** One filter of a query: `term` (equal), `terms` (any of) or `range` (any of the ranges, from ≤ x < to). */
export type SearchFilter = SearchQuery['filters'][number];

/** A range of a range filter: `from` included, `to` excluded; either may be open. */
export type SearchRange = Extract<SearchFilter, { kind: 'range' }>['ranges'][number];
