/** A change of the category page's query: a filter option toggled, filters cleared, a sort or a page chosen. */
export type CategoryQueryChange =
  | { readonly kind: 'toggle'; readonly filter: string; readonly value: string; readonly single?: boolean }
  | { readonly kind: 'clear' }
  | { readonly kind: 'sort'; readonly value: string; readonly defaultValue: string }
  | { readonly kind: 'page'; readonly page: number };

/**
 * The category page's next route query (SPEC §2 "Filters and sort travel in the route query"): toggling an
 * option adds or removes it (a single-valued filter replaces its value), clearing keeps only the sort, and any
 * change of filters or sort goes back to page 1. Unrelated parameters (campaign tags) are kept.
 *
 * @example
 * categorySearchParams(new URLSearchParams('color=49&page=3'), { kind: 'toggle', filter: 'color', value: '50' }).toString();
 * // 'color=49&color=50'
 */
export function categorySearchParams(current: URLSearchParams, change: CategoryQueryChange): URLSearchParams {
  const next = new URLSearchParams(current);
  switch (change.kind) {
    case 'toggle': {
      const values = next.getAll(change.filter).flatMap((value) => value.split(','));
      const has = values.includes(change.value);
      const kept = change.single ? [] : values.filter((value) => value !== change.value);
      next.delete(change.filter);
      for (const value of has ? kept : [...kept, change.value]) next.append(change.filter, value);
      next.delete('page');
      return next;
    }
    case 'clear': {
      for (const key of [...new Set(next.keys())]) {
        if (key !== 'sort') next.delete(key);
      }
      return next;
    }
    case 'sort': {
      if (change.value === change.defaultValue) next.delete('sort');
      else next.set('sort', change.value);
      next.delete('page');
      return next;
    }
    case 'page': {
      if (change.page <= 1) next.delete('page');
      else next.set('page', String(Math.floor(change.page)));
      return next;
    }
    default:
      return change satisfies never;
  }
}
