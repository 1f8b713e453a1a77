import type { SortSpec } from '../config/CatalogSearchConfig';

/** A sort a shopper can choose on a category page: its French label and the sort it applies. */
export interface SortOption extends SortSpec {
  readonly label: string;
  /** The value it travels as in the route query (`?sort=price:asc`). */
  readonly value: string;
}

/**
 * The sort options of a category page (SPEC §9 "Sorting and filters"): Dernier (updated_at descending),
 * Prix croissant, Prix décroissant, Position.
 *
 * @example
 * sortOptions.map((o) => o.label); // ['Dernier', 'Prix croissant', 'Prix décroissant', 'Position']
 */
export const sortOptions: readonly SortOption[] = Object.freeze([
  { label: 'Dernier', value: 'updated_at:desc', field: 'updated_at', order: 'desc' },
  { label: 'Prix croissant', value: 'price:asc', field: 'price', order: 'asc' },
  { label: 'Prix décroissant', value: 'price:desc', field: 'price', order: 'desc' },
  { label: 'Position', value: 'position:asc', field: 'position', order: 'asc' },
]);
