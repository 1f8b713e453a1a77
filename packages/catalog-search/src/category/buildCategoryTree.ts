import type { CategoryNode } from './CategoryNode';

/** A category with its active children, sorted by position. */
export type CategoryTree<C extends CategoryNode> = C & { children_data: CategoryTree<C>[] };

/**
 * Turns a flat category list into the trees below `rootId` (SPEC §3 `children_data`): inactive categories and their
 * subtrees are left out, siblings are sorted by position ascending (SPEC §9 "category fetch sorted position
 * ascending"), then by name.
 *
 * @example
 * const [citernes] = buildCategoryTree(categories, 2);
 * citernes.children_data.map((c) => c.name); // ['Eau de pluie', 'Eau potable ACS', …]
 */
export function buildCategoryTree<C extends CategoryNode>(categories: readonly C[], rootId: number): CategoryTree<C>[] {
  const byParent = new Map<number, C[]>();
  for (const category of categories) {
    if (category.is_active === false) continue;
    const parent = category.parent_id ?? 0;
    byParent.set(parent, [...(byParent.get(parent) ?? []), category]);
  }
  const build = (parentId: number, seen: Set<number>): CategoryTree<C>[] =>
    (byParent.get(parentId) ?? [])
      .filter((category) => !seen.has(category.id))
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || a.name.localeCompare(b.name, 'fr'))
      .map((category) => ({
        ...category,
        children_data: build(category.id, new Set([...seen, category.id])),
      }));
  return build(rootId, new Set([rootId]));
}
