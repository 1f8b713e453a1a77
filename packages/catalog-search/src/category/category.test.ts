import { describe, expect, it } from 'vitest';
import { CatalogError } from '../errors/CatalogError';
import { buildCategoryTree } from './buildCategoryTree';
import { categoryBreadcrumbs } from './categoryBreadcrumbs';
import { checkCategoryId } from './checkCategoryId';
import { findCategory } from './findCategory';

const categories = [
  {
    id: 10,
    parent_id: 2,
    name: 'Citernes souples',
    position: 1,
    url_key: 'citernes-souples',
    url_path: 'citernes-souples',
  },
  {
    id: 13,
    parent_id: 10,
    name: 'Réserve incendie',
    position: 3,
    url_key: 'reserve-incendie',
    url_path: 'citernes-souples/reserve-incendie',
  },
  {
    id: 11,
    parent_id: 10,
    name: 'Eau de pluie',
    position: 1,
    url_key: 'eau-de-pluie',
    url_path: 'citernes-souples/eau-de-pluie',
  },
  { id: 20, parent_id: 2, name: 'Bâches', position: 2, url_key: 'baches', url_path: 'baches' },
  {
    id: 21,
    parent_id: 20,
    name: 'Archives',
    position: 1,
    url_key: 'archives',
    url_path: 'baches/archives',
    is_active: false,
  },
];

describe('category tree helpers', () => {
  it('a category id below the root fails at once (SPEC §5)', () => {
    expect(() => checkCategoryId(1, 2)).toThrow('Category query returned empty result id: 1');
    expect(() => checkCategoryId(10, 2)).not.toThrow();
  });

  it('an unknown category fails with the key and its value (SPEC §8)', () => {
    expect(() => findCategory(categories, 'url_key', 'pompes')).toThrow(
      new CatalogError('category_not_found', 'Category query returned empty result url_key: pompes'),
    );
  });

  it('a category is found by id, url key or url path', () => {
    expect(findCategory(categories, 'id', 13).name).toBe('Réserve incendie');
    expect(findCategory(categories, 'url_path', 'citernes-souples/eau-de-pluie').id).toBe(11);
  });

  it('an inactive category is not found', () => {
    expect(() => findCategory(categories, 'id', 21)).toThrow(CatalogError);
  });

  it('the tree nests children under their parent, sorted by position, without inactive ones', () => {
    const tree = buildCategoryTree(categories, 2);
    expect(tree.map((c) => c.name)).toEqual(['Citernes souples', 'Bâches']);
    expect(tree[0]?.children_data.map((c) => c.name)).toEqual(['Eau de pluie', 'Réserve incendie']);
    expect(tree[1]?.children_data).toEqual([]);
  });

  it('a category is found among the children of a tree', () => {
    expect(findCategory(buildCategoryTree(categories, 2), 'url_key', 'reserve-incendie').id).toBe(13);
  });

  it('breadcrumbs run from the top category down, without the root', () => {
    expect(categoryBreadcrumbs(categories, 13, 2).map((c) => c.name)).toEqual(['Citernes souples', 'Réserve incendie']);
    expect(categoryBreadcrumbs(categories, 999, 2)).toEqual([]);
  });
});
