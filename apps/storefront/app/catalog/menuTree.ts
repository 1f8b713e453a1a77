import type { NavCategory } from '@citerne/ui-kit';
import type { CategoryLink } from './CategoryLink';
import { imageUrl } from './imageUrl';

/**
 * The menu tree of the mega menu and the mobile menu: the categories under the catalogue root that are shown in
 * the menu, down to the prefetch level (SPEC §9 "Category prefetch level defaults to 2": the top categories and
 * their children), sorted by position.
 *
 * @example
 * menuTree(categories, 2)[0]; // { label: 'Citernes souples', href: '/c/citernes-souples', children: [...] }
 */
export function menuTree(categories: readonly CategoryLink[], rootId: number, depth = 2): NavCategory[] {
  const children = (parentId: number, level: number): NavCategory[] =>
    categories
      .filter((category) => category.parentId === parentId && category.includeInMenu)
      .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name, 'fr'))
      .map((category) => ({
        id: String(category.id),
        label: category.name,
        href: category.href,
        ...(category.image ? { image: { src: imageUrl(category.image)({ width: 453, height: 525 }), alt: '' } } : {}),
        ...(level < depth ? { children: children(category.id, level + 1) } : {}),
      }));
  return children(rootId, 1);
}
