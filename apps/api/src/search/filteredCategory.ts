import type { SearchFilter } from '@citerne/catalog-search';

/**
 * The one category a product query is filtered on (`category_ids` or `category.category_id`, a term or a terms
 * filter of one value), else null: a `position` sort then orders by the products' positions within that category.
 * @example
 * filteredCategory([{ kind: 'term', field: 'category_ids', value: 41 }]); // '41'
 */
export function filteredCategory(filters: readonly SearchFilter[]): string | null {
  const filter = filters.find((f) => f.field === 'category_ids' || f.field === 'category.category_id');
  if (!filter) return null;
  if (filter.kind === 'term') return String(filter.value);
  if (filter.kind === 'terms' && filter.values.length === 1) return String(filter.values[0]);
  return null;
}
