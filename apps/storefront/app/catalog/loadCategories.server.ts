import type { ApiClient } from '@citerne/core-api';
import { type CategoryLink, categoryLinkFields, toCategoryLink } from './CategoryLink';

// A loader's client lives for one request (`serverApi`): the layout and the page share one category fetch.
const loaded = new WeakMap<ApiClient, Promise<readonly CategoryLink[]>>();

async function fetchCategories(client: ApiClient): Promise<CategoryLink[]> {
  const { items } = await client.catalog.search({
    type: 'category',
    size: 4000,
    sort: 'position:asc',
    includeFields: [...categoryLinkFields],
  });
  return items.filter((category) => category.is_active !== false).map(toCategoryLink);
}

/**
 * Every active category, sorted by position (SPEC §9 "category fetch 4000 (sorted position ascending)"): the
 * mega menu, the mobile menu, breadcrumbs and the sitemap are built from it. Fetched once per client, so once per
 * request.
 *
 * @example
 * const categories = await loadCategories(client);
 */
export function loadCategories(client: ApiClient): Promise<readonly CategoryLink[]> {
  let categories = loaded.get(client);
  if (!categories) {
    categories = fetchCategories(client);
    loaded.set(client, categories);
  }
  return categories;
}
