import { describe, expect, it } from 'vitest';
import { createCommerceSettings } from '../commerce/createCommerceSettings';
import { computeTotals, type TotalsLine } from './computeTotals';
import { flatRateCharge } from './flatRateCharge';
import { toTotalsResult } from './toTotalsResult';

const settings = createCommerceSettings();
const line = (unitExcl: number, qty = 1, itemId = 1): TotalsLine => ({
  itemId,
  sku: `SKU-${itemId}`,
  name: 'Citerne',
  qty,
  unit: { excl: unitExcl, tax: Math.round(unitExcl * 0.2), incl: unitExcl + Math.round(unitExcl * 0.2) },
  taxPercent: 20,
  productType: 'simple',
  option: null,
});
const totalsOf = (lines: TotalsLine[], couponPercent: number | null = null, country = 'FR') =>
  computeTotals({
    lines,
    couponPercent,
    paymentFee: 0,
    shippingFor: (amount) => flatRateCharge(settings, country, amount, false),
  });

describe('cart totals', () => {
  it('charge the DPD flat rate, 4 € excl. and 5 € incl. tax, below the free shipping threshold', () => {
    const totals = totalsOf([line(10_000)]);
    expect(totals.shipping).toMatchObject({ excl: 400, incl: 500 });
    expect(totals.grandTotal).toBe(12_000 + 500);
    expect(totals.tax).toBe(2_000 + 100);
  });

  it('ship free in France from 200 € incl. tax, not one cent below', () => {
    // 166.66 € + 20 % = 199.99 € TTC; 166.67 € + 20 % = 200.00 € TTC.
    expect(totalsOf([{ ...line(16_666), unit: { excl: 16_666, tax: 3_333, incl: 19_999 } }]).shipping?.incl).toBe(500);
    expect(totalsOf([{ ...line(16_667), unit: { excl: 16_667, tax: 3_333, incl: 20_000 } }]).shipping?.incl).toBe(0);
  });

  it('do not ship free outside France', () => {
    expect(totalsOf([line(100_000)], null, 'DE').shipping?.incl).toBe(500);
  });

  it('decide free shipping on the amount after the coupon', () => {
    // 200 € TTC − 10 % = 180 € TTC: shipping is charged again.
    const totals = totalsOf([{ ...line(16_667), unit: { excl: 16_667, tax: 3_333, incl: 20_000 } }], 10);
    expect(totals.discount).toBe(2_000);
    expect(totals.shipping?.incl).toBe(500);
    expect(totals.grandTotal).toBe(20_000 - 2_000 + 500);
  });

  it('take a percent coupon off every row, tax included, and its share off the tax', () => {
    const totals = totalsOf([line(1_000, 3, 1), line(2_550, 1, 2)], 10);
    expect(totals.subtotalInclTax).toBe(3 * 1_200 + 3_060);
    expect(totals.discount).toBe(360 + 306);
    expect(totals.grandTotal).toBe(totals.subtotalInclTax - totals.discount + 500);
    const productTax = totals.lines.reduce((sum, l) => sum + l.rowTax - (l.discountIncl - l.discountExcl), 0);
    expect(totals.tax).toBe(productTax + 100);
  });

  it('show the French segment titles of SPEC §9 in order, with Discount only when a coupon applies', () => {
    const plain = toTotalsResult(totalsOf([line(1_000)]), null);
    expect(plain.total_segments?.map((s) => [s.code, s.title])).toEqual([
      ['subtotal', 'Sous total HT'],
      ['shipping', 'Frais de port TTC'],
      ['tax', 'Taxe'],
      ['grand_total', 'Total TTC'],
    ]);
    const discounted = toTotalsResult(totalsOf([line(1_000)], 10), 'BIENVENUE-X');
    expect(discounted.total_segments?.find((s) => s.code === 'discount')).toEqual({
      code: 'discount',
      title: 'Discount',
      value: -1.2,
    });
    expect(discounted.discount_amount).toBe(-1.2);
    expect(discounted.coupon_code).toBe('BIENVENUE-X');
  });

  it('answer amounts in euros', () => {
    const result = toTotalsResult(totalsOf([line(12_345, 2)]), null);
    expect(result).toMatchObject({
      subtotal: 246.9,
      subtotal_incl_tax: 296.28,
      shipping_incl_tax: 0,
      grand_total: 296.28,
    });
    expect(result.items?.[0]).toMatchObject({ price: 123.45, row_total: 246.9, qty: 2, tax_percent: 20 });
  });

  it('have no shipping for a cart that ships nothing', () => {
    const totals = computeTotals({ lines: [line(1_000)], couponPercent: null, paymentFee: 0, shippingFor: () => null });
    expect(totals.shipping).toBeNull();
    expect(toTotalsResult(totals, null).total_segments?.map((s) => s.code)).not.toContain('shipping');
  });
});
