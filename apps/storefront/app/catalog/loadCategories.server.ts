import type { ApiClient } from '@citerne/core-api';
import { type CategoryLink, categoryLinkFields, toCategoryLink } from './CategoryLink';

/**
 * Every active category, sorted by position (SPEC §9 "category fetch 4000 (sorted position ascending)"): the
 * mega menu, the mobile menu, breadcrumbs and the sitemap are built from it.
 *
 * @example
 * const categories = await loadCategories(client);
 */
export async function loadCategories(client: ApiClient): Promise<CategoryLink[]> {
  const { items } = await client.catalog.search({
    type: 'category',
    size: 4000,
    sort: 'position:asc',
    includeFields: [...categoryLinkFields],
  });
  return items.filter((category) => category.is_active !== false).map(toCategoryLink);
}
