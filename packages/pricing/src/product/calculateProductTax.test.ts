import { describe, expect, it } from 'vitest';
import { createPricingConfig } from '../config/createPricingConfig.js';
import { frenchTaxRules, REDUCED_GOODS, STANDARD_GOODS } from '../tax/frenchTaxRules.fixture.js';
import { calculateProductTax } from './calculateProductTax.js';
import type { PricingProduct } from './PricingProduct.js';

const now = new Date('2025-07-01T10:00:00Z');
const inclTaxCatalogue = createPricingConfig({ sourcePricesIncludeTax: true });
const withTiers = createPricingConfig({ tierPrices: true });

function price<P extends PricingProduct>(product: P, context = {}) {
  return calculateProductTax(product, frenchTaxRules, { now, ...context });
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

describe('calculateProductTax: VAT on a simple product', () => {
  it('adds 20 % French VAT to a standard product', () => {
    const priced = price({ price: 100, tax_class_id: STANDARD_GOODS });
    expect(priced).toMatchObject({ price: 100, price_tax: 20, price_incl_tax: 120 });
    expect(priced).toMatchObject({ final_price: 100, final_price_tax: 20, final_price_incl_tax: 120 });
    expect(priced).toMatchObject({ original_price: 100, original_price_tax: 20, original_price_incl_tax: 120 });
  });

  it('adds the 5.5 % reduced VAT to a reduced-rate product', () => {
    expect(price({ price: 10, tax_class_id: REDUCED_GOODS })).toMatchObject({ price_tax: 0.55, price_incl_tax: 10.55 });
  });

  it('rounds the unit tax half-up to the cent', () => {
    // 16.67 × 20 % = 3.334 → 3.33; 2.50 × 5.5 % = 0.1375 → 0.14; 0.05 × 5.5 % = 0.00275 → 0.00
    expect(price({ price: 16.67, tax_class_id: STANDARD_GOODS })).toMatchObject({
      price_tax: 3.33,
      price_incl_tax: 20,
    });
    expect(price({ price: 2.5, tax_class_id: REDUCED_GOODS })).toMatchObject({ price_tax: 0.14, price_incl_tax: 2.64 });
    expect(price({ price: 0.05, tax_class_id: REDUCED_GOODS })).toMatchObject({ price_tax: 0, price_incl_tax: 0.05 });
    // 0.125 × 20 % on a price rounded to 0.13 first: 0.026 → 0.03
    expect(price({ price: 0.125, tax_class_id: STANDARD_GOODS })).toMatchObject({ price: 0.13, price_tax: 0.03 });
  });

  it('does not drift on amounts that are inexact in binary (0.1 + 0.2)', () => {
    expect(price({ price: 0.1 + 0.2, tax_class_id: STANDARD_GOODS })).toMatchObject({
      price: 0.3,
      price_tax: 0.06,
      price_incl_tax: 0.36,
    });
  });

  it('charges the rate of the shopper country', () => {
    expect(price({ price: 100, tax_class_id: STANDARD_GOODS }, { country: 'DE' })).toMatchObject({
      price_incl_tax: 119,
    });
  });

  it('charges no tax when no rate matches or the product has no tax class', () => {
    expect(price({ price: 100, tax_class_id: REDUCED_GOODS }, { country: 'DE' })).toMatchObject({
      price_tax: 0,
      price_incl_tax: 100,
    });
    expect(price({ price: 100 })).toMatchObject({ price_tax: 0, price_incl_tax: 100 });
  });

  it('charges the tax of the customer group when user-group tax is on', () => {
    const config = createPricingConfig({ userGroupTax: true });
    const product = { price: 100, tax_class_id: STANDARD_GOODS };
    expect(price(product, { config, customerGroupId: 1 })).toMatchObject({ price_incl_tax: 120 });
    expect(price(product, { config, customerGroupId: 2 })).toMatchObject({ price_incl_tax: 100 });
  });

  it('prices a free product at zero', () => {
    expect(price({ price: 0, tax_class_id: STANDARD_GOODS })).toMatchObject({
      price: 0,
      price_tax: 0,
      price_incl_tax: 0,
    });
  });

  it('prices a product without any price field at zero', () => {
    const priced = price({ sku: 'NO-PRICE', tax_class_id: STANDARD_GOODS });
    expect(priced).toMatchObject({ sku: 'NO-PRICE', price: 0, price_incl_tax: 0, special_price: 0 });
    expect(priced.original_special_price).toBeNull();
    expect(priced.original_final_price).toBeNull();
  });
});

describe('calculateProductTax: catalogue prices that include tax', () => {
  it('divides a source price including tax by 1 + rate', () => {
    const priced = price({ price: 120, tax_class_id: STANDARD_GOODS }, { config: inclTaxCatalogue });
    expect(priced).toMatchObject({ price: 100, price_tax: 20, price_incl_tax: 120, original_price: 100 });
  });

  it('keeps the price including tax exactly as the merchant entered it', () => {
    const priced = price({ price: 19.99, tax_class_id: STANDARD_GOODS }, { config: inclTaxCatalogue });
    expect(priced).toMatchObject({ price: 16.66, price_tax: 3.33, price_incl_tax: 19.99 });
    const reduced = price({ price: 10.01, tax_class_id: REDUCED_GOODS }, { config: inclTaxCatalogue });
    expect(reduced).toMatchObject({ price: 9.49, price_tax: 0.52, price_incl_tax: 10.01 });
  });

  it('divides the special price including tax too', () => {
    const product = { price: 120, special_price: 96, tax_class_id: STANDARD_GOODS };
    expect(price(product, { config: inclTaxCatalogue })).toMatchObject({
      price: 80,
      price_incl_tax: 96,
      special_price: 80,
      special_price_tax: 16,
      special_price_incl_tax: 96,
      original_price_incl_tax: 120,
    });
  });
});

describe('calculateProductTax: special price', () => {
  const onSale = { price: 1000, special_price: 900, tax_class_id: STANDARD_GOODS };

  it('sells at the special price when it is below the original price', () => {
    expect(price(onSale)).toMatchObject({
      price: 900,
      price_incl_tax: 1080,
      special_price: 900,
      special_price_tax: 180,
      special_price_incl_tax: 1080,
      original_price: 1000,
      original_price_incl_tax: 1200,
      original_special_price: 900,
    });
  });

  it('ignores a special price that is not below the original price', () => {
    const priced = price({ ...onSale, special_price: 1000 });
    expect(priced).toMatchObject({ price: 1000, special_price: 0, special_price_incl_tax: 0 });
    expect(price({ ...onSale, special_price: 1100 })).toMatchObject({ price: 1000, special_price: 0 });
  });

  it('ignores a special price outside its date window but keeps it for later', () => {
    const over = price({ ...onSale, special_from_date: '2025-06-01', special_to_date: '2025-06-30' });
    expect(over).toMatchObject({ price: 1000, special_price: 0, original_special_price: 900 });
    const upcoming = price({ ...onSale, special_from_date: '2025-07-02 00:00:00' });
    expect(upcoming).toMatchObject({ price: 1000, special_price: 0 });
  });

  it('applies a special price with open-ended dates', () => {
    expect(price({ ...onSale, special_from_date: '2025-06-01' })).toMatchObject({ price: 900 });
    expect(price({ ...onSale, special_to_date: '2025-07-31' })).toMatchObject({ price: 900 });
    expect(price({ ...onSale, special_from_date: null, special_to_date: '' })).toMatchObject({ price: 900 });
  });

  it('treats a special price of zero as no special price', () => {
    expect(price({ ...onSale, special_price: 0 })).toMatchObject({ price: 1000, special_price: 0 });
    expect(price({ ...onSale, special_price: 0 }).original_special_price).toBeNull();
  });

  it('uses the platform final price when it is lower (a catalogue rule)', () => {
    const priced = price({ ...onSale, final_price: 850 });
    expect(priced).toMatchObject({ price: 850, final_price: 850, special_price: 900, original_final_price: 850 });
    expect(price({ ...onSale, final_price: 1000 })).toMatchObject({ price: 900, original_final_price: 1000 });
  });
});

describe('calculateProductTax: tier and customer-group prices', () => {
  const tiered = {
    price: 100,
    tax_class_id: STANDARD_GOODS,
    tier_prices: [
      { customer_group_id: 1, qty: 1, value: 90 },
      { customer_group_id: 1, qty: 10, value: 80 },
      { customer_group_id: 32000, qty: 1, value: 95 },
      { customer_group_id: 2, qty: 1, value: 120 },
    ],
  };

  it('ignores tier prices while they are disabled', () => {
    expect(price(tiered, { customerGroupId: 1 })).toMatchObject({ price: 100 });
  });

  it('applies the tier price of the customer group when enabled', () => {
    expect(price(tiered, { customerGroupId: 1, config: withTiers })).toMatchObject({
      price: 90,
      price_incl_tax: 108,
      original_price: 100,
    });
  });

  it('applies a tier price for all groups to every group, guests included', () => {
    expect(price(tiered, { config: withTiers })).toMatchObject({ price: 95 });
  });

  it('applies a quantity tier once the quantity reaches it', () => {
    expect(price(tiered, { customerGroupId: 1, qty: 9, config: withTiers })).toMatchObject({ price: 90 });
    expect(price(tiered, { customerGroupId: 1, qty: 10, config: withTiers })).toMatchObject({ price: 80 });
  });

  it('never raises the price with a tier price above it', () => {
    expect(
      price(
        { ...tiered, tier_prices: [{ customer_group_id: 2, qty: 1, value: 120 }] },
        { customerGroupId: 2, config: withTiers },
      ),
    ).toMatchObject({
      price: 100,
    });
  });

  it('reads tier prices including tax when the catalogue prices include tax', () => {
    const config = createPricingConfig({ tierPrices: true, sourcePricesIncludeTax: true });
    expect(price({ ...tiered, price: 120 }, { customerGroupId: 1, config })).toMatchObject({
      price: 75,
      price_incl_tax: 90,
    });
  });
});

describe('calculateProductTax: configurable product', () => {
  const citerne: PricingProduct = {
    sku: 'CS',
    type_id: 'configurable',
    price: 0,
    tax_class_id: STANDARD_GOODS,
    configurable_children: [
      { sku: 'CS-20M3', price: 1500, status: 1 },
      { sku: 'CS-10M3', price: 1000, special_price: 900, status: 1 },
      { sku: 'CS-5M3', price: 600, status: 2 },
      { sku: 'CS-15M3', price: 1200, tax_class_id: REDUCED_GOODS },
    ],
  };

  it('prices every configurable child', () => {
    const children = price(citerne).configurable_children ?? [];
    expect(children.map((child) => [child.sku, child.price, child.price_incl_tax])).toEqual([
      ['CS-20M3', 1500, 1800],
      ['CS-10M3', 900, 1080],
      ['CS-5M3', 600, 720],
      ['CS-15M3', 1200, 1266],
    ]);
    expect(children[1]).toMatchObject({ special_price: 900, original_price: 1000, original_price_incl_tax: 1200 });
  });

  it('shows the price of the cheapest enabled child on the parent', () => {
    expect(price(citerne)).toMatchObject({
      sku: 'CS',
      price: 900,
      price_incl_tax: 1080,
      special_price: 900,
      original_price: 1000,
      original_price_incl_tax: 1200,
    });
  });

  it('keeps its own price when every child is disabled', () => {
    const disabled = { ...citerne, price: 2000, configurable_children: [{ sku: 'X', price: 100, status: 2 }] };
    expect(price(disabled)).toMatchObject({ price: 2000 });
  });

  it('names the child holding a negative price', () => {
    const broken = {
      ...citerne,
      configurable_children: [
        { sku: 'X', price: 100 },
        { sku: 'Y', special_price: -1 },
      ],
    };
    expect(() => price(broken)).toThrow(
      expect.objectContaining({ code: 'negative_amount', path: 'configurable_children[1].special_price' }),
    );
  });
});

describe('calculateProductTax: inputs', () => {
  it('never changes its input', () => {
    const product = deepFreeze({
      price: 100,
      special_price: 80,
      tax_class_id: STANDARD_GOODS,
      configurable_children: [{ price: 50 }],
    });
    const copy = structuredClone(product);
    const priced = price(product);
    expect(product).toEqual(copy);
    expect(priced).not.toBe(product);
    expect(priced.configurable_children?.[0]).not.toBe(product.configurable_children[0]);
  });

  it('keeps the fields it does not price', () => {
    const priced = price({ sku: 'CS-10M3', name: 'Citerne souple 10 m³', price: 10, tax_class_id: STANDARD_GOODS });
    expect(priced.name).toBe('Citerne souple 10 m³');
  });

  it('gives the same prices when pricing an already priced product again', () => {
    const onSale = { price: 1000, special_price: 900, final_price: 950, tax_class_id: STANDARD_GOODS };
    const once = price(onSale);
    expect(price(once)).toEqual(once);
    const inclOnce = price(onSale, { config: inclTaxCatalogue });
    expect(price(inclOnce, { config: inclTaxCatalogue })).toEqual(inclOnce);
  });

  it('refuses a negative price with a typed error naming the field', () => {
    expect(() => price({ price: -10 })).toThrow(expect.objectContaining({ code: 'negative_amount', path: 'price' }));
    expect(() => price({ price: 10, final_price: -1 })).toThrow(expect.objectContaining({ path: 'final_price' }));
  });

  it('refuses malformed prices, dates, quantities and tier prices', () => {
    expect(() => price({ price: '10' as unknown as number })).toThrow(
      expect.objectContaining({ code: 'invalid_amount' }),
    );
    expect(() => price({ price: 10, special_price: 5, special_from_date: 'soon' })).toThrow(
      expect.objectContaining({ code: 'invalid_date', path: 'special_from_date' }),
    );
    expect(() => price({ price: 10 }, { qty: 0 })).toThrow(expect.objectContaining({ code: 'invalid_quantity' }));
    expect(() =>
      price({ price: 10, tier_prices: [{ customer_group_id: 0, qty: 1, value: -1 }] }, { config: withTiers }),
    ).toThrow(expect.objectContaining({ code: 'negative_amount', path: 'tier_prices[0].value' }));
  });
});
