import type { ApiClient } from '@citerne/core-api';
import type { Category } from '@citerne/core-api/contract';

/**
 * An active category by its url key, slug or url path (SPEC §2 "Category lookup accepts the params url-key, slug
 * and id"); null when none matches.
 *
 * @example
 * const category = await findCategoryBySlug(client, 'reserve-incendie');
 */
export async function findCategoryBySlug(client: ApiClient, slug: string): Promise<Category | null> {
  for (const field of ['url_key', 'slug', 'url_path'] as const) {
    const { items } = await client.catalog.search({
      type: 'category',
      size: 1,
      request: { filters: [{ kind: 'term', field, value: slug }] },
    });
    const found = items.find((category) => category.is_active !== false);
    if (found) return found;
  }
  return null;
}
