import { describe, expect, it } from 'vitest';
import { type CategoryLink, toCategoryLink } from './CategoryLink';
import { menuTree } from './menuTree';

const category = (id: number, parent: number, name: string, position: number, extra = {}): CategoryLink =>
  toCategoryLink({ id, parent_id: parent, name, position, url_key: name.toLowerCase(), ...extra });

const categories = [
  category(2, 1, 'Catalogue', 0, { include_in_menu: false }),
  category(20, 2, 'Baches', 2),
  category(10, 2, 'Citernes', 1, { image: '/category/citernes.svg' }),
  category(12, 10, 'Potable', 2),
  category(11, 10, 'Pluie', 1),
  category(111, 11, 'Trop profond', 1),
  category(30, 2, 'Cachée', 3, { include_in_menu: false }),
];

describe('menu tree (SPEC §2 mega menu, §9 prefetch level 2)', () => {
  it('lists the top categories under the root by position, without those kept out of the menu', () => {
    expect(menuTree(categories, 2).map((c) => c.label)).toEqual(['Citernes', 'Baches']);
  });

  it('gives each top category its children, and no deeper level', () => {
    const [citernes] = menuTree(categories, 2);
    expect(citernes?.children?.map((c) => c.label)).toEqual(['Pluie', 'Potable']);
    expect(citernes?.children?.[0]?.children).toBeUndefined();
  });

  it('links to /c/{slug} and shows the category image through /img', () => {
    const [citernes] = menuTree(categories, 2);
    expect(citernes?.href).toBe('/c/citernes');
    expect(citernes?.image?.src).toBe('/img/453/525/resize/category/citernes.svg');
  });
});
