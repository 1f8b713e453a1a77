import { describe, expect, it } from 'vitest';
import { createPricingConfig } from '../config/createPricingConfig.js';
import { frenchTaxRules, STANDARD_GOODS } from '../tax/frenchTaxRules.fixture.js';
import { calculateProductTax } from './calculateProductTax.js';
import { isSpecialPriceActive } from './isSpecialPriceActive.js';

const onSale = { price: 499, special_price: 449 };
const july1 = new Date('2025-07-01T10:00:00Z');

describe('isSpecialPriceActive', () => {
  it('applies a special price below the original price without dates', () => {
    expect(isSpecialPriceActive(onSale, july1)).toBe(true);
  });

  it('ignores a special price equal to or above the original price', () => {
    expect(isSpecialPriceActive({ price: 499, special_price: 499 }, july1)).toBe(false);
    expect(isSpecialPriceActive({ price: 499, special_price: 520 }, july1)).toBe(false);
  });

  it('ignores a missing or zero special price', () => {
    expect(isSpecialPriceActive({ price: 499 }, july1)).toBe(false);
    expect(isSpecialPriceActive({ price: 499, special_price: 0 }, july1)).toBe(false);
    expect(isSpecialPriceActive({ price: 499, special_price: null }, july1)).toBe(false);
  });

  it('applies a special price only inside its from and to dates', () => {
    const summerSale = { ...onSale, special_from_date: '2025-06-25 00:00:00', special_to_date: '2025-07-22 00:00:00' };
    expect(isSpecialPriceActive(summerSale, new Date('2025-06-20T12:00:00Z'))).toBe(false);
    expect(isSpecialPriceActive(summerSale, july1)).toBe(true);
    expect(isSpecialPriceActive(summerSale, new Date('2025-08-01T12:00:00Z'))).toBe(false);
  });

  it('allows open-ended dates on either side', () => {
    expect(isSpecialPriceActive({ ...onSale, special_from_date: '2025-06-25' }, july1)).toBe(true);
    expect(isSpecialPriceActive({ ...onSale, special_from_date: '2025-07-02' }, july1)).toBe(false);
    expect(isSpecialPriceActive({ ...onSale, special_to_date: '2025-07-22' }, july1)).toBe(true);
    expect(isSpecialPriceActive({ ...onSale, special_to_date: '2025-06-30' }, july1)).toBe(false);
  });

  it('starts at midnight of the from date and includes the whole to date, in Paris time', () => {
    const sale = { ...onSale, special_from_date: '2025-07-01', special_to_date: '2025-07-31 00:00:00' };
    // Paris is UTC+2 in summer: the sale runs from 2025-06-30T22:00Z to 2025-07-31T22:00Z.
    expect(isSpecialPriceActive(sale, new Date('2025-06-30T21:59:59Z'))).toBe(false);
    expect(isSpecialPriceActive(sale, new Date('2025-06-30T22:00:00Z'))).toBe(true);
    expect(isSpecialPriceActive(sale, new Date('2025-07-31T21:59:59Z'))).toBe(true);
    expect(isSpecialPriceActive(sale, new Date('2025-07-31T22:00:00Z'))).toBe(false);
  });

  it('follows the winter offset of Paris too', () => {
    const winterSale = { ...onSale, special_from_date: '2025-01-08 00:00:00', special_to_date: '2025-02-04 00:00:00' };
    // Paris is UTC+1 in winter: the sale runs from 2025-01-07T23:00Z to 2025-02-04T23:00Z.
    expect(isSpecialPriceActive(winterSale, new Date('2025-01-07T22:59:59Z'))).toBe(false);
    expect(isSpecialPriceActive(winterSale, new Date('2025-01-07T23:00:00Z'))).toBe(true);
    expect(isSpecialPriceActive(winterSale, new Date('2025-02-04T22:59:59Z'))).toBe(true);
    expect(isSpecialPriceActive(winterSale, new Date('2025-02-04T23:00:00Z'))).toBe(false);
  });

  it('reads wall-clock dates in the time zone of the config', () => {
    const utc = createPricingConfig({ timeZone: 'UTC' });
    const sale = { ...onSale, special_from_date: '2025-07-01' };
    expect(isSpecialPriceActive(sale, new Date('2025-06-30T23:00:00Z'), utc)).toBe(false);
    expect(isSpecialPriceActive(sale, new Date('2025-06-30T23:00:00Z'))).toBe(true);
  });

  it('reads dates with an explicit offset as instants, and Date objects', () => {
    const sale = {
      ...onSale,
      special_from_date: '2025-07-01T12:00:00+02:00',
      special_to_date: new Date('2025-07-02T00:00:00Z'),
    };
    expect(isSpecialPriceActive(sale, new Date('2025-07-01T09:59:00Z'))).toBe(false);
    expect(isSpecialPriceActive(sale, new Date('2025-07-01T10:00:00Z'))).toBe(true);
    expect(isSpecialPriceActive(sale, new Date('2025-07-02T00:00:00Z'))).toBe(false);
  });

  it('works on a product already priced by calculateProductTax', () => {
    const priced = calculateProductTax(
      { ...onSale, tax_class_id: STANDARD_GOODS, special_to_date: '2025-07-22' },
      frenchTaxRules,
      {
        now: new Date('2025-08-01'),
      },
    );
    expect(priced.special_price).toBe(0);
    expect(isSpecialPriceActive(priced, july1)).toBe(true);
  });

  it('refuses unreadable dates and negative prices', () => {
    expect(() => isSpecialPriceActive({ ...onSale, special_to_date: '31/07/2025' }, july1)).toThrow(
      expect.objectContaining({ code: 'invalid_date', path: 'special_to_date' }),
    );
    expect(() => isSpecialPriceActive({ ...onSale, special_from_date: '2025-02-30' }, july1)).toThrow(
      expect.objectContaining({ code: 'invalid_date' }),
    );
    expect(() => isSpecialPriceActive({ price: 10, special_price: -1 }, july1)).toThrow(
      expect.objectContaining({ code: 'negative_amount' }),
    );
    expect(() => isSpecialPriceActive(onSale, Number.NaN)).toThrow(expect.objectContaining({ code: 'invalid_date' }));
  });
});
