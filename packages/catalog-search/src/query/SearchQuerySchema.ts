import { createSearchQuerySchema } from './createSearchQuerySchema';

/**
 * The valibot schema of a catalogue query under the default configuration (SPEC §9).
 *
 * @example
 * import * as v from 'valibot';
 * const query = v.parse(SearchQuerySchema, {
 *   text: 'réserve incendie',
 *   filters: [{ kind: 'terms', field: 'color', values: [49, 50] }],
 *   sort: { field: 'price', order: 'asc' },
 * });
 * query.size; // 50
 */
export const SearchQuerySchema = createSearchQuerySchema();
