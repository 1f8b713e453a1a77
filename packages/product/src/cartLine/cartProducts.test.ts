import type { Product } from '@citerne/core-api/contract';
import { describe, expect, it } from 'vitest';
import { cartProducts } from './cartProducts';

const none = { qty: 1, variant: null, customAnswers: {}, bundleChoices: {}, groupedQuantities: {} };

describe('adding the configured product to the cart', () => {
  it('a configurable product goes with its chosen variant and quantity', () => {
    const tank = {
      id: 1,
      sku: 'CS-EP-5',
      name: 'Citerne',
      type_id: 'configurable',
      configurable_children: [],
    } as Product;
    const [product] = cartProducts(tank, {}, { ...none, qty: 2, variant: { sku: 'CS-EP-5-NOIR' } });
    expect(product).toMatchObject({ sku: 'CS-EP-5', qty: 2, selectedVariant: { sku: 'CS-EP-5-NOIR' } });
  });

  it('a bundle goes with the chosen selection of each option', () => {
    const pack = {
      id: 2,
      sku: 'PACK',
      name: 'Pack',
      type_id: 'bundle',
      bundle_options: [
        {
          option_id: 1,
          product_links: [
            { id: '1', sku: 'A', qty: 1, is_default: true },
            { id: '2', sku: 'B', qty: 1, is_default: false },
          ],
        },
        { option_id: 3, product_links: [{ id: '1', sku: 'P', qty: 1, is_default: false }] },
      ],
    } as Product;
    const [product] = cartProducts(pack, {}, { ...none, bundleChoices: { '1': ['2'], '3': [] } });
    expect(product?.product_option?.extension_attributes?.bundle_options).toEqual([
      { option_id: 1, option_qty: 1, option_selections: [2] },
    ]);
  });

  it('a grouped product goes with the chosen quantity of each associated product', () => {
    const kit = {
      id: 3,
      sku: 'GR',
      name: 'Kit',
      type_id: 'grouped',
      product_links: [
        { sku: 'GR', link_type: 'associated', linked_product_sku: 'VANNE', qty: 1 },
        { sku: 'GR', link_type: 'associated', linked_product_sku: 'RACCORD', qty: 2 },
      ],
    } as Product;
    const linked = {
      VANNE: {
        sku: 'VANNE',
        name: 'Vanne',
        price: 10,
        priceInclTax: 12,
        inStock: true,
        image: null,
        product: { id: 9, sku: 'VANNE', name: 'Vanne', type_id: 'simple' } as Product,
      },
    };
    const [product] = cartProducts(kit, linked, { ...none, groupedQuantities: { VANNE: 3, RACCORD: 0 } });
    expect(product?.product_links?.map((link) => [link.linked_product_sku, link.qty])).toEqual([
      ['VANNE', 3],
      ['RACCORD', 0],
    ]);
    const first = product?.product_links?.[0] as { product?: Product } | undefined;
    expect(first?.product?.sku).toBe('VANNE');
  });

  it('custom option answers travel in product_option', () => {
    const cover = {
      id: 4,
      sku: 'BA-SM',
      name: 'Bâche',
      type_id: 'simple',
      custom_options: [
        { option_id: 11, title: 'Longueur', type: 'field', is_require: true, price: 0, price_type: 'fixed' },
      ],
    } as Product;
    const [product] = cartProducts(cover, {}, { ...none, customAnswers: { '11': '420' } });
    expect(product?.product_option).toEqual({
      extension_attributes: { custom_options: [{ option_id: 11, option_value: '420' }] },
    });
  });
});
