import { describe, expect, it } from 'vitest';
import { groupedLivePrice } from './groupedLivePrice.js';

describe('grouped live price (SPEC §4 "Pricing")', () => {
  it('a grouped product totals each item times its chosen quantity; none chosen is 0', () => {
    expect(
      groupedLivePrice(
        [
          { qty: 2, priceInclTax: 12.5 },
          { qty: 1, priceInclTax: 30 },
        ],
        20,
      ).amount,
    ).toBe(55);
    expect(groupedLivePrice([{ qty: 0, priceInclTax: 12.5 }], 20).amount).toBe(0);
  });

  it('adds whole cents: ten items at 0.10 € are 1.00 €, not 0.9999999999999999', () => {
    expect(groupedLivePrice([{ qty: 10, priceInclTax: 0.1 }], 20).amount).toBe(1);
  });

  it('reads a half-cent unit price half-up on its decimal value before multiplying', () => {
    // 1.005 is 1.01 € a unit (Math.round(1.005 × 100) would give 1.00 €): 3 units are 3.03 €.
    expect(groupedLivePrice([{ qty: 3, priceInclTax: 1.005 }], 20).amount).toBe(3.03);
  });
});
