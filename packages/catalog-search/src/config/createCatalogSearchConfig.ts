import { MAX_SEARCH_SIZE } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { entityTypes } from '../query/entityTypes';
import type { CatalogSearchConfig } from './CatalogSearchConfig';
import { defaultCatalogSearchConfig } from './defaultCatalogSearchConfig';

const positive = v.pipe(v.number(), v.integer(), v.minValue(1));
// A page limit never goes above the contract's one cap of the endpoint, so no type promises what the API refuses.
const pageLimit = v.pipe(positive, v.maxValue(MAX_SEARCH_SIZE, `must be at most ${MAX_SEARCH_SIZE} (MAX_SEARCH_SIZE)`));
const perTypeLimit = v.partial(
  v.strictObject(
    Object.fromEntries(entityTypes.map((type) => [type, pageLimit])) as Record<
      (typeof entityTypes)[number],
      typeof pageLimit
    >,
  ),
);
const name = v.pipe(v.string(), v.minLength(1));

const overridesSchema = v.strictObject({
  defaultSize: v.optional(perTypeLimit),
  maxSize: v.optional(perTypeLimit),
  fallbackSize: v.optional(positive),
  defaultSort: v.optional(v.strictObject({ field: name, order: v.picklist(['asc', 'desc']) })),
  defaultFilters: v.optional(v.array(name)),
  systemFilterNames: v.optional(v.array(name)),
  priceRangeBounds: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(), v.minValue(0))),
      v.minLength(1),
      v.check(
        (bounds) => bounds.every((bound, i) => i === 0 || bound > (bounds[i - 1] ?? 0)),
        'must be strictly increasing',
      ),
    ),
  ),
  aggregationSize: v.optional(positive),
  maxFilterValues: v.optional(positive),
  minSearchTextLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  listOutOfStockProducts: v.optional(v.boolean()),
  preventDirectChildAccess: v.optional(v.boolean()),
  rootCategoryId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  search: v.optional(
    v.strictObject({
      minScore: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
      fuzziness: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2))),
      minimumShouldMatch: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
      boosts: v.optional(v.record(name, v.pipe(v.number(), v.minValue(0)))),
    }),
  ),
});

/** Overrides accepted by {@link createCatalogSearchConfig}. */
export type CatalogSearchConfigOverrides = v.InferInput<typeof overridesSchema>;

/**
 * Builds a validated catalogue configuration from overrides of {@link defaultCatalogSearchConfig}.
 * @throws Error naming the first invalid setting.
 *
 * @example
 * const config = createCatalogSearchConfig({ listOutOfStockProducts: false, defaultSize: { product: 18 } });
 */
export function createCatalogSearchConfig(overrides: CatalogSearchConfigOverrides = {}): CatalogSearchConfig {
  const parsed = v.safeParse(overridesSchema, overrides);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new Error(`Invalid catalogue search config: ${v.getDotPath(issue) ?? 'config'}: ${issue.message}`);
  }
  const o = parsed.output;
  const base = defaultCatalogSearchConfig;
  return Object.freeze({
    ...base,
    ...o,
    defaultSize: { ...base.defaultSize, ...o.defaultSize },
    maxSize: { ...base.maxSize, ...o.maxSize },
    search: { ...base.search, ...o.search, boosts: { ...base.search.boosts, ...o.search?.boosts } },
  });
}
