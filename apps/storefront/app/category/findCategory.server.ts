import type { ApiClient } from '@citerne/core-api';
import type { Category } from '@citerne/core-api/contract';

/** The largest category id tried as an id (PostgreSQL `integer`); a longer run of digits is only a slug. */
const MAX_CATEGORY_ID = 2_147_483_647;

/**
 * An active category by its url key, slug, url path or, for a number, its id (SPEC §2 "Category lookup accepts the
 * params url-key, slug and id"); null when none matches. A text key is tried first, so a category whose url key is
 * made of digits keeps its address.
 *
 * @example
 * const category = await findCategoryBySlug(client, 'reserve-incendie');
 * const same = await findCategoryBySlug(client, '12');
 */
export async function findCategoryBySlug(client: ApiClient, slug: string): Promise<Category | null> {
  const id = /^[1-9]\d{0,9}$/.test(slug) && Number(slug) <= MAX_CATEGORY_ID ? Number(slug) : null;
  const lookups = [
    ...(['url_key', 'slug', 'url_path'] as const).map((field) => ({ field, value: slug as string | number })),
    ...(id === null ? [] : [{ field: 'id' as const, value: id }]),
  ];
  for (const { field, value } of lookups) {
    const { items } = await client.catalog.search({
      type: 'category',
      size: 1,
      request: { filters: [{ kind: 'term', field, value }] },
    });
    const found = items.find((category) => category.is_active !== false);
    if (found) return found;
  }
  return null;
}
