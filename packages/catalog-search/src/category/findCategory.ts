import { CatalogError } from '../errors/CatalogError';
import { catalogMessages } from '../errors/catalogMessages';
import type { CategoryNode } from './CategoryNode';

/** The keys a category is looked up by (SPEC §2 "Category lookup accepts the params url-key, slug and id"). */
export type CategoryKey = 'id' | 'url_key' | 'slug' | 'url_path';

/**
 * Finds an active category by id, url key, slug or url path, in a flat list or a tree (`children_data`).
 * @throws {@link CatalogError} `category_not_found` with "Category query returned empty result" and the key and value
 * (SPEC §8).
 *
 * @example
 * findCategory(categories, 'url_path', 'citernes-souples/reserve-incendie').name; // 'Réserve incendie'
 */
export function findCategory<C extends CategoryNode>(
  categories: readonly C[],
  key: CategoryKey,
  value: string | number,
): C {
  const wanted = String(value);
  const stack: CategoryNode[] = [...categories];
  while (stack.length > 0) {
    const category = stack.pop() as CategoryNode;
    if (category.is_active !== false && String(category[key] ?? '') === wanted) return category as C;
    stack.push(...(category.children_data ?? []));
  }
  throw new CatalogError('category_not_found', `${catalogMessages.categoryEmpty} ${key}: ${wanted}`);
}
