import type { Category } from '@citerne/core-api/contract';

/** A category as menus, breadcrumbs and the sitemap use it. */
export interface CategoryLink {
  readonly id: number;
  readonly parentId: number | null;
  readonly name: string;
  readonly urlKey: string;
  readonly urlPath: string;
  /** SPEC §2: `/c/{slug}`. */
  readonly href: string;
  readonly image: string | null;
  readonly level: number;
  readonly position: number;
  readonly includeInMenu: boolean;
  readonly productCount: number;
}

/** The category fields the menus need (catalogue `includeFields`). */
export const categoryLinkFields = [
  'id',
  'parent_id',
  'name',
  'url_key',
  'slug',
  'url_path',
  'image',
  'level',
  'position',
  'is_active',
  'include_in_menu',
  'product_count',
] as const;

/**
 * A category link from a catalogue category.
 *
 * @example
 * toCategoryLink({ id: 13, name: 'Réserve incendie', url_key: 'reserve-incendie' }).href; // '/c/reserve-incendie'
 */
export function toCategoryLink(category: Category): CategoryLink {
  const urlKey = category.url_key || category.slug || String(category.id);
  return {
    id: category.id,
    parentId: category.parent_id ?? null,
    name: category.name,
    urlKey,
    urlPath: category.url_path || urlKey,
    href: `/c/${encodeURIComponent(urlKey)}`,
    image: category.image ?? null,
    level: category.level ?? 0,
    position: category.position ?? 0,
    includeInMenu: category.include_in_menu !== false,
    productCount: category.product_count ?? 0,
  };
}
