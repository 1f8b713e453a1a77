import type { CatalogSearchConfig } from '../config/CatalogSearchConfig';
import { defaultCatalogSearchConfig } from '../config/defaultCatalogSearchConfig';
import type { FilterOption } from './FilterOption';

/**
 * The price filter options (SPEC §9 "Price filter ranges: 0-50, 50-100, 100-150, 150+"): one per bound, the last
 * open-ended. The id is what travels in the route query (`?price=50-100`); `to` is excluded, `from` included.
 * Labels are left to the storefront's money formatting (`<`, `from - to`, `>` per SPEC §9).
 *
 * @example
 * priceRangeOptions().map((o) => o.id); // ['0-50', '50-100', '100-150', '150-']
 */
export function priceRangeOptions(config: CatalogSearchConfig = defaultCatalogSearchConfig): FilterOption[] {
  const bounds = config.priceRangeBounds;
  return bounds.map((from, i) => {
    const to = bounds[i + 1];
    return { id: `${from}-${to ?? ''}`, type: 'price', from, ...(to === undefined ? {} : { to }), single: false };
  });
}
