import { categoryBreadcrumbs } from '@citerne/catalog-search';
import { shopConfig } from '../shop/shopConfig';
import type { CategoryLink } from './CategoryLink';

/**
 * The breadcrumbs of a category: its ancestors under the catalogue root, then itself (`categoryBreadcrumbs` of
 * `@citerne/catalog-search` over the shop's category links); empty for a category the list does not hold.
 *
 * @example
 * categoryTrail(categories, 13).map((crumb) => crumb.label); // ['Citernes souples', 'Réserve incendie']
 */
export function categoryTrail(
  categories: readonly CategoryLink[],
  categoryId: number,
): { label: string; href: string }[] {
  return categoryBreadcrumbs(
    categories.map((link) => ({ id: link.id, parent_id: link.parentId, name: link.name, href: link.href })),
    categoryId,
    shopConfig.rootCategoryId,
  ).map((crumb) => ({ label: crumb.name, href: crumb.href }));
}
