import * as v from 'valibot';
import { AttributeSchema } from '../attribute/attribute';

/**
 * An aggregation of a search answer: buckets of option ids or price ranges with their counts.
 *
 * @example
 * v.parse(AggregationSchema, { buckets: [{ key: 49, doc_count: 3 }] });
 */
export const AggregationSchema = v.looseObject({
  buckets: v.optional(
    v.array(
      v.looseObject({
        key: v.union([v.string(), v.number()]),
        doc_count: v.number(),
        from: v.optional(v.number()),
        to: v.optional(v.number()),
      }),
    ),
  ),
});

/** An aggregation of a search answer. */
export type Aggregation = v.InferOutput<typeof AggregationSchema>;

/**
 * The answer of a catalogue search (SPEC §3 "Search result", "Search stats") for items checked with
 * `item`: `total` is a number or `{ value }`.
 *
 * @example
 * const ProductSearchResult = catalogSearchResultSchema(ProductSchema);
 * v.parse(ProductSearchResult, { items: [], total: { value: 0 }, start: 0, perPage: 50 });
 */
export function catalogSearchResultSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.looseObject({
    items: v.array(item),
    total: v.union([v.number(), v.looseObject({ value: v.number(), relation: v.optional(v.string()) })]),
    start: v.number(),
    perPage: v.number(),
    aggregations: v.optional(v.record(v.string(), AggregationSchema), {}),
    suggestions: v.optional(v.record(v.string(), v.unknown()), {}),
    attributeMetadata: v.optional(v.array(AttributeSchema), []),
    cache: v.optional(v.boolean()),
    offline: v.optional(v.boolean()),
    noresults: v.optional(v.boolean()),
  });
}

/**
 * The answer of a catalogue search before its items are checked against their entity's schema.
 *
 * @example
 * const result = v.parse(CatalogSearchResultSchema, answer.result);
 */
export const CatalogSearchResultSchema = catalogSearchResultSchema(v.looseObject({}));

/** The answer of a catalogue search whose items are `TItem`. */
export interface CatalogSearchResult<TItem = Record<string, unknown>> {
  items: TItem[];
  total: number | { value: number; relation?: string | undefined; [key: string]: unknown };
  start: number;
  perPage: number;
  aggregations: Record<string, Aggregation>;
  suggestions: Record<string, unknown>;
  attributeMetadata: v.InferOutput<typeof AttributeSchema>[];
  cache?: boolean | undefined;
  offline?: boolean | undefined;
  noresults?: boolean | undefined;
  [key: string]: unknown;
}
