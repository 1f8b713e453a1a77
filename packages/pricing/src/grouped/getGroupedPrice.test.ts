import { describe, expect, it } from 'vitest';
import { getGroupedPrice } from './getGroupedPrice.js';

describe('getGroupedPrice', () => {
  it('starts at zero: a grouped product without links costs nothing', () => {
    expect(getGroupedPrice({})).toEqual({ price: 0, price_tax: 0, price_incl_tax: 0 });
  });

  it('adds the price of each associated product, one unit each', () => {
    const set = {
      product_links: [
        { link_type: 'associated', qty: 4, product: { price: 80, price_incl_tax: 96 } },
        { link_type: 'associated', qty: 2, product: { price: 20, price_incl_tax: 24 } },
      ],
    };
    expect(getGroupedPrice(set)).toEqual({ price: 100, price_tax: 20, price_incl_tax: 120 });
  });

  it('ignores links that are not associated products', () => {
    const set = {
      product_links: [
        { link_type: 'associated', product: { price: 10, price_incl_tax: 12 } },
        { link_type: 'related', product: { price: 1000, price_incl_tax: 1200 } },
        { link_type: 'crosssell', product: { price: 5 } },
      ],
    };
    expect(getGroupedPrice(set)).toEqual({ price: 10, price_tax: 2, price_incl_tax: 12 });
  });

  it('adds nothing for an associated link whose product is not loaded', () => {
    const set = { product_links: [{ link_type: 'associated', linked_product_sku: 'MISSING' }] };
    expect(getGroupedPrice(set)).toEqual({ price: 0, price_tax: 0, price_incl_tax: 0 });
  });

  it('adds inexact binary amounts without drift', () => {
    const set = {
      product_links: [
        { link_type: 'associated', product: { price: 0.1 } },
        { link_type: 'associated', product: { price: 0.2 } },
      ],
    };
    expect(getGroupedPrice(set).price).toBe(0.3);
  });

  it('refuses a negative associated price', () => {
    const set = { product_links: [{ link_type: 'associated', product: { price: -5 } }] };
    expect(() => getGroupedPrice(set)).toThrow(
      expect.objectContaining({ code: 'negative_amount', path: 'product_links[0].product.price' }),
    );
  });
});
