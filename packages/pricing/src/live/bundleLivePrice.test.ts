import { describe, expect, it } from 'vitest';
import { bundleLivePrice } from './bundleLivePrice.js';

describe('bundle live price (SPEC §4 "Pricing")', () => {
  it('a bundle adds each chosen selection times its quantity', () => {
    const price = bundleLivePrice(
      [
        { sku: 'CS-EP-5-VERT', qty: 1, price: 474.17, priceInclTax: 569 },
        { sku: 'KI-GOUT', qty: 1, price: 57.5, priceInclTax: 69 },
        { sku: 'RA-COU-50', qty: 2, price: 5, priceInclTax: 6 },
      ],
      20,
    );
    expect(price.amount).toBe(650);
  });

  it('shows the VAT in the total and strikes nothing', () => {
    expect(bundleLivePrice([{ sku: 'RA-COU-50', qty: 3, price: 5, priceInclTax: 6 }], 20)).toEqual({
      amount: 18,
      originalAmount: null,
      percentOff: null,
      tax: 3,
    });
  });

  it('no selection is 0', () => {
    expect(bundleLivePrice([], 20).amount).toBe(0);
  });
});
