import { describe, expect, it } from 'vitest';
import type { CategoryLink } from './CategoryLink';
import { categoryTrail } from './categoryTrail';

function link(id: number, parentId: number | null, name: string, urlKey: string): CategoryLink {
  return {
    id,
    parentId,
    name,
    urlKey,
    urlPath: urlKey,
    href: `/c/${urlKey}`,
    image: null,
    level: 0,
    position: 0,
    includeInMenu: true,
    productCount: 0,
  };
}

const categories = [
  link(1, null, 'Root Catalog', 'root'),
  link(2, 1, 'Catalogue', 'catalogue'),
  link(3, 2, 'Citernes souples', 'citernes-souples'),
  link(13, 3, 'Réserve incendie', 'reserve-incendie'),
];

describe('category breadcrumbs', () => {
  it('walk from the top category under the catalogue root down to the category itself', () => {
    expect(categoryTrail(categories, 13)).toEqual([
      { label: 'Citernes souples', href: '/c/citernes-souples' },
      { label: 'Réserve incendie', href: '/c/reserve-incendie' },
    ]);
  });

  it('are empty for a category the list does not hold', () => {
    expect(categoryTrail(categories, 99)).toEqual([]);
  });
});
