import { describe, expect, it } from 'vitest';
import { getBundlePrice } from './getBundlePrice.js';

const tank = { price: 1000, price_incl_tax: 1200 };
const bigTank = { price: 1500, price_incl_tax: 1800 };
const connector = { price: 15, price_incl_tax: 18 };

describe('getBundlePrice', () => {
  it('starts at zero: a bundle without options costs nothing', () => {
    expect(getBundlePrice({})).toEqual({ price: 0, price_tax: 0, price_incl_tax: 0 });
    expect(getBundlePrice({ bundle_options: [] })).toEqual({ price: 0, price_tax: 0, price_incl_tax: 0 });
  });

  it('adds the link flagged as default of each option', () => {
    const kit = {
      bundle_options: [
        {
          product_links: [
            { sku: 'CS-20M3', product: bigTank },
            { sku: 'CS-10M3', is_default: true, product: tank },
          ],
        },
      ],
    };
    expect(getBundlePrice(kit)).toEqual({ price: 1000, price_tax: 200, price_incl_tax: 1200 });
  });

  it('adds the first link when no link is flagged as default', () => {
    const kit = { bundle_options: [{ product_links: [{ product: bigTank }, { product: tank }] }] };
    expect(getBundlePrice(kit)).toMatchObject({ price_incl_tax: 1800 });
  });

  it('multiplies the default link by its quantity', () => {
    const kit = {
      bundle_options: [
        { product_links: [{ is_default: true, qty: 1, product: tank }] },
        { product_links: [{ is_default: true, qty: 3, product: connector }] },
      ],
    };
    expect(getBundlePrice(kit)).toEqual({ price: 1045, price_tax: 209, price_incl_tax: 1254 });
  });

  it('counts a default link with quantity 0 as one unit, as Magento and the cart do', () => {
    const kit = { bundle_options: [{ product_links: [{ is_default: true, qty: 0, product: tank }] }] };
    expect(getBundlePrice(kit)).toEqual({ price: 1000, price_tax: 200, price_incl_tax: 1200 });
  });

  it('rounds each row half-up to the cent (unit, then row)', () => {
    const kit = { bundle_options: [{ product_links: [{ qty: 1.5, product: { price: 0.05, price_incl_tax: 0.06 } }] }] };
    // 0.05 × 1.5 = 0.075 → 0.08; tax 0.01 × 1.5 = 0.015 → 0.02
    expect(getBundlePrice(kit)).toEqual({ price: 0.08, price_tax: 0.02, price_incl_tax: 0.1 });
  });

  it('adds nothing for an option without links', () => {
    const kit = { bundle_options: [{ product_links: [] }, { product_links: [{ product: tank }] }] };
    expect(getBundlePrice(kit)).toMatchObject({ price: 1000 });
  });

  it('falls back to the link price, without tax, when the linked product is not loaded', () => {
    const kit = { bundle_options: [{ product_links: [{ qty: 2, price: 0.1 + 0.2 }] }] };
    expect(getBundlePrice(kit)).toEqual({ price: 0.6, price_tax: 0, price_incl_tax: 0.6 });
  });

  it('refuses negative prices and quantities, naming the link', () => {
    const negative = { bundle_options: [{ product_links: [{ product: { price: -1 } }] }] };
    expect(() => getBundlePrice(negative)).toThrow(
      expect.objectContaining({ code: 'negative_amount', path: 'bundle_options[0].product_links[0].product.price' }),
    );
    const negativeQty = { bundle_options: [{ product_links: [{ qty: -2, product: tank }] }] };
    expect(() => getBundlePrice(negativeQty)).toThrow(expect.objectContaining({ code: 'negative_amount' }));
    const inconsistent = { bundle_options: [{ product_links: [{ product: { price: 10, price_incl_tax: 8 } }] }] };
    expect(() => getBundlePrice(inconsistent)).toThrow(expect.objectContaining({ code: 'invalid_amount' }));
  });
});
