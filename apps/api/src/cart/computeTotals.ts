import { percentOfCents } from '@citerne/pricing';
import type { StoredProductOption } from '../db/schema';
import type { UnitCents } from './resolveLine';

/** A priced line entering the totals. */
export interface TotalsLine {
  readonly itemId: number;
  readonly sku: string;
  readonly name: string;
  readonly qty: number;
  readonly unit: UnitCents;
  readonly taxPercent: number;
  readonly productType: string;
  readonly option: StoredProductOption | null;
}

/** A shipping charge in cents. */
export interface ShippingCharge {
  readonly excl: number;
  readonly incl: number;
  readonly description: string;
}

/** A line with its row amounts, in cents; discounts are positive here. */
export interface TotalledLine extends TotalsLine {
  readonly rowExcl: number;
  readonly rowTax: number;
  readonly rowIncl: number;
  readonly discountExcl: number;
  readonly discountIncl: number;
}

/** Cart totals in cents (SPEC §3 "Totals fields read"). */
export interface ComputedTotals {
  readonly lines: TotalledLine[];
  readonly subtotal: number;
  readonly subtotalInclTax: number;
  /** Positive: what the coupon takes off, tax included. */
  readonly discount: number;
  readonly shipping: ShippingCharge | null;
  /** Products' tax after discount plus shipping tax. */
  readonly tax: number;
  readonly paymentFee: number;
  readonly grandTotal: number;
  readonly itemsQty: number;
}

/**
 * Adds up a cart (SPEC §9 "Shipping and totals"), all in integer cents: each row is the unit price times
 * the quantity; a percent coupon takes its share off each row, tax included, and its tax share off the
 * tax; shipping is chosen from what the products cost after discount (free shipping from 200 € TTC in
 * France is decided there); the grand total is products incl. tax − discount + shipping incl. tax + fee.
 * @example
 * const totals = computeTotals({ lines, couponPercent: 10, paymentFee: 0, shippingFor: () => ({ excl: 400, incl: 500, description: 'DPD' }) });
 */
export function computeTotals(input: {
  readonly lines: readonly TotalsLine[];
  readonly couponPercent: number | null;
  readonly paymentFee: number;
  /** The shipping charge for products costing this many cents incl. tax after discount; `null` when nothing ships. */
  readonly shippingFor: (productsInclTaxAfterDiscount: number) => ShippingCharge | null;
}): ComputedTotals {
  const percent = input.couponPercent ?? 0;
  const lines = input.lines.map((line): TotalledLine => {
    const rowExcl = line.unit.excl * line.qty;
    const rowTax = line.unit.tax * line.qty;
    const rowIncl = rowExcl + rowTax;
    return {
      ...line,
      rowExcl,
      rowTax,
      rowIncl,
      discountExcl: percentOfCents(rowExcl, percent),
      discountIncl: percentOfCents(rowIncl, percent),
    };
  });
  const sum = (pick: (line: TotalledLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const subtotal = sum((line) => line.rowExcl);
  const subtotalInclTax = sum((line) => line.rowIncl);
  const discount = sum((line) => line.discountIncl);
  const productTax = sum((line) => line.rowTax - (line.discountIncl - line.discountExcl));
  const shipping = input.shippingFor(subtotalInclTax - discount);
  const shippingTax = shipping ? shipping.incl - shipping.excl : 0;
  return {
    lines,
    subtotal,
    subtotalInclTax,
    discount,
    shipping,
    tax: productTax + shippingTax,
    paymentFee: input.paymentFee,
    grandTotal: subtotalInclTax - discount + (shipping?.incl ?? 0) + input.paymentFee,
    itemsQty: sum((line) => line.qty),
  };
}
