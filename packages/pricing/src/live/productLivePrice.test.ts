import { describe, expect, it } from 'vitest';
import { PricingError } from '../errors/PricingError.js';
import { priceBaseOf } from './priceBaseOf.js';
import { productLivePrice } from './productLivePrice.js';

const madeToMeasure = priceBaseOf({
  price: 575,
  price_incl_tax: 690,
  reference_price: null,
  reference_price_incl_tax: null,
});

describe('live price (SPEC §4 "Pricing")', () => {
  it('without options the catalogue price incl. tax is shown, with its VAT', () => {
    expect(productLivePrice(madeToMeasure, [], 20)).toEqual({
      amount: 690,
      originalAmount: null,
      percentOff: null,
      tax: 115,
    });
  });

  it('a fixed option price is added as is, then the VAT', () => {
    const price = productLivePrice(
      madeToMeasure,
      [{ option_id: 5, option_type_id: 8, price: 89, price_type: 'fixed' }],
      20,
    );
    expect(price.amount).toBe(796.8); // (575 + 89) × 1.2
  });

  it('a percent option price is that share of the current product price', () => {
    const price = productLivePrice(
      madeToMeasure,
      [{ option_id: 3, option_type_id: 2, price: 35, price_type: 'percent' }],
      20,
    );
    expect(price.amount).toBe(931.5); // (575 + 201.25) × 1.2
  });

  it('percent options do not compound', () => {
    const price = productLivePrice(
      madeToMeasure,
      [
        { option_id: 3, option_type_id: 2, price: 35, price_type: 'percent' },
        { option_id: 7, option_type_id: 14, price: 10, price_type: 'percent' },
      ],
      20,
    );
    expect(price.amount).toBe(1000.5); // (575 + 201.25 + 57.5) × 1.2
  });

  it('values without a positive option type id are not priced', () => {
    expect(productLivePrice(madeToMeasure, [{ option_id: 1, option_type_id: 0, price: 50 }], 20).amount).toBe(690);
  });

  it('an announced reduction keeps its struck reference price, options included', () => {
    const onSale = priceBaseOf({
      price: 637.27,
      price_incl_tax: 764.72,
      reference_price: 724.17,
      reference_price_incl_tax: 869,
    });
    expect(productLivePrice(onSale, [], 20)).toMatchObject({ amount: 764.72, originalAmount: 869, percentOff: 12 });
    const withOption = productLivePrice(onSale, [{ option_type_id: 9, price: 49, price_type: 'fixed' }], 20);
    expect(withOption).toMatchObject({ amount: 823.52, originalAmount: 927.8 });
  });

  it('a special price without a reference (no reduction may be announced) strikes nothing', () => {
    const raised = priceBaseOf({
      price: 57.5,
      price_incl_tax: 69,
      reference_price: null,
      reference_price_incl_tax: null,
    });
    expect(productLivePrice(raised, [], 20).originalAmount).toBeNull();
  });

  it('a price written with a half cent is shown rounded half-up on its decimal value, not on its binary double', () => {
    // 1.005 × 100 is 100.4999… in binary: a float Math.round would show 1.00 €.
    expect(productLivePrice(priceBaseOf({ price: 0.84, price_incl_tax: 1.005 }), [], 20)).toEqual({
      amount: 1.01,
      originalAmount: null,
      percentOff: null,
      tax: 0.17,
    });
  });

  it('the VAT of a reduced rate is split from the amount to the cent', () => {
    expect(productLivePrice(priceBaseOf({ price: 10, price_incl_tax: 10.55 }), [], 5.5).tax).toBe(0.55);
  });

  it('refuses a negative price and a rate outside 0–100 %, naming the field', () => {
    expect(() => productLivePrice(priceBaseOf({ price: -1, price_incl_tax: -1.2 }), [], 20)).toThrow(
      expect.objectContaining({ code: 'negative_amount', path: 'base.priceInclTax' }),
    );
    expect(() => productLivePrice(madeToMeasure, [], 120)).toThrow(PricingError);
  });

  it('a made-to-measure product adds its measured price before the options, a percent option takes its share of it', () => {
    const measure = { pricePerUnit: 28, quantity: 60 };
    expect(productLivePrice(madeToMeasure, [], 20, measure).amount).toBe(2706); // (575 + 1680) × 1.2
    const drinkingWater = { option_id: 3, option_type_id: 2, price: 35, price_type: 'percent' as const };
    // (2255 + 35 % of 2255 = 789.25) × 1.2 = 3653.10
    expect(productLivePrice(madeToMeasure, [drinkingWater], 20, measure).amount).toBe(3653.1);
  });
});
