import type { CategoryNode } from './CategoryNode';

/**
 * The categories from the top of the catalogue down to `id` (excluding the root), for breadcrumbs and
 * BreadcrumbList data; empty when the id is unknown. A cycle in parent ids stops the walk.
 *
 * @example
 * categoryBreadcrumbs(categories, 13, 2).map((c) => c.name); // ['Citernes souples', 'Réserve incendie']
 */
export function categoryBreadcrumbs<C extends CategoryNode>(categories: readonly C[], id: number, rootId: number): C[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const trail: C[] = [];
  const seen = new Set<number>();
  let current = byId.get(id);
  while (current && current.id !== rootId && !seen.has(current.id)) {
    seen.add(current.id);
    trail.unshift(current);
    current = current.parent_id === null || current.parent_id === undefined ? undefined : byId.get(current.parent_id);
  }
  return trail;
}
