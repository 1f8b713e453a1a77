import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CustomOptionSchema } from './customOption';
import { ProductSchema } from './product';

const configurable = {
  id: 10,
  sku: 'CIT-SOUPLE',
  name: 'Citerne souple',
  type_id: 'configurable',
  status: 1,
  visibility: 4,
  price: 800,
  price_incl_tax: 960,
  special_price: null,
  special_from_date: null,
  final_price: 800,
  erin_recommends: '1',
  configurable_options: [
    { attribute_id: '93', attribute_code: 'color', label: 'Couleur', values: [{ value_index: 49, label: 'Vert' }] },
  ],
  configurable_children: [
    {
      sku: 'CIT-SOUPLE-10',
      id: 11,
      price: 800,
      color: 49,
      status: 1,
      stock: { is_in_stock: true, qty: 3 },
      custom_attributes: [{ attribute_code: 'color', value: '49' }],
    },
  ],
  stock: { is_in_stock: true, qty: 3, product_id: 10 },
};

describe('product', () => {
  it('keeps fields a backend adds', () => {
    const product = v.parse(ProductSchema, configurable);
    expect(product.erin_recommends).toBe('1');
    expect(product.configurable_children?.[0]?.sku).toBe('CIT-SOUPLE-10');
  });

  it('refuses an unknown product type', () => {
    expect(v.safeParse(ProductSchema, { ...configurable, type_id: 'gift' }).success).toBe(false);
  });

  it('reads the bundle options with their product links and the grouped product links', () => {
    const bundle = v.parse(ProductSchema, {
      id: 20,
      sku: 'KIT',
      name: 'Kit',
      type_id: 'bundle',
      bundle_options: [{ option_id: 1, title: 'Pompe', product_links: [{ sku: 'POMPE', qty: 1, is_default: true }] }],
      product_links: [{ sku: 'KIT', link_type: 'associated', linked_product_sku: 'VANNE', qty: 2 }],
    });
    expect(bundle.bundle_options?.[0]?.product_links[0]?.is_default).toBe(true);
    expect(bundle.product_links?.[0]?.linked_product_sku).toBe('VANNE');
  });

  it.each(['field', 'area', 'file'] as const)('a %s custom option carries its own price', (type) => {
    const option = v.parse(CustomOptionSchema, { option_id: 1, title: 'Texte', type, price: 5, price_type: 'percent' });
    expect(option).toMatchObject({ type, price: 5, price_type: 'percent' });
  });

  it.each(['radio', 'select', 'drop_down', 'multiple', 'checkbox'] as const)(
    'a %s custom option lists values',
    (type) => {
      const values = [{ option_type_id: 7, title: 'Laiton', price: 20 }];
      const option = v.parse(CustomOptionSchema, { option_id: 2, title: 'Vanne', type, values });
      expect(option).toMatchObject({ type, values: [{ option_type_id: 7, price: 20, price_type: 'fixed' }] });
      expect(v.safeParse(CustomOptionSchema, { option_id: 2, title: 'Vanne', type }).success).toBe(false);
    },
  );

  it('a custom option price may be negative, fixed or percent: a discount option (priced by @citerne/pricing, never below 0)', () => {
    const values = [{ option_type_id: 8, title: 'Sans raccord', price: -20 }];
    expect(v.parse(CustomOptionSchema, { option_id: 3, title: 'Raccord', type: 'radio', values })).toMatchObject({
      values: [{ price: -20, price_type: 'fixed' }],
    });
    const field = { option_id: 4, title: 'Remise', type: 'field', price: -5, price_type: 'percent' };
    expect(v.parse(CustomOptionSchema, field)).toMatchObject({ price: -5, price_type: 'percent' });
  });
});
