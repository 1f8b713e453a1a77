/**
 * Which visitor rules a product query runs under (SPEC §5):
 * - `search`: the search panel, visibility 3 or 4, status 0 or 1;
 * - `catalog`: category pages and the mega menu, visibility 2, 3 or 4, status 0 or 1;
 * - `lookup`: one product by sku, id, url key or parent (product page, URL mapping): no visibility or status
 *   filter, the loader applies SPEC §4 "Product loading" and needs to see status and visibility to do so;
 * - `linked`: products linked to another (bundle, grouped): status 1 only, any visibility.
 *
 * @example
 * searchScopes.includes('catalog'); // true
 */
export const searchScopes = ['search', 'catalog', 'lookup', 'linked'] as const;

/** A visitor scope of a product query. */
export type SearchScope = (typeof searchScopes)[number];
