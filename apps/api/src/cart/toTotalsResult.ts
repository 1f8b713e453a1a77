import type { PaymentMethod, Totals } from '@citerne/core-api/contract';
import { fromCents } from '@citerne/pricing';
import type { ComputedTotals } from './computeTotals';

/** SPEC §9: the French titles of the totals segments. */
export const SEGMENT_TITLES = {
  subtotal: 'Sous total HT',
  shipping: 'Frais de port TTC',
  discount: 'Discount',
  tax: 'Taxe',
  payment_fee: 'Frais de paiement',
  grand_total: 'Total TTC',
} as const;

const euros = fromCents;

/**
 * Totals in the contract's shape (`TotalsSchema`), in euros, with the `total_segments` of SPEC §9 in
 * French: Sous total HT, Frais de port TTC, Discount (when a coupon applies), Taxe, Total TTC.
 * `discount_amount` is negative, as Magento answers it.
 * @example
 * const result = toTotalsResult(computeTotals(input), 'NEWS-AB12CD', methods);
 */
export function toTotalsResult(
  totals: ComputedTotals,
  couponCode: string | null,
  paymentMethods?: PaymentMethod[],
): Totals {
  const shippingIncl = totals.shipping?.incl ?? 0;
  const shippingExcl = totals.shipping?.excl ?? 0;
  const segments: Totals['total_segments'] = [
    { code: 'subtotal', title: SEGMENT_TITLES.subtotal, value: euros(totals.subtotal) },
  ];
  if (totals.shipping) segments.push({ code: 'shipping', title: SEGMENT_TITLES.shipping, value: euros(shippingIncl) });
  if (couponCode !== null) {
    segments.push({ code: 'discount', title: SEGMENT_TITLES.discount, value: -euros(totals.discount) });
  }
  segments.push({ code: 'tax', title: SEGMENT_TITLES.tax, value: euros(totals.tax) });
  if (totals.paymentFee > 0) {
    segments.push({ code: 'payment_fee', title: SEGMENT_TITLES.payment_fee, value: euros(totals.paymentFee) });
  }
  segments.push({
    code: 'grand_total',
    title: SEGMENT_TITLES.grand_total,
    value: euros(totals.grandTotal),
    area: 'footer',
  });
  return {
    grand_total: euros(totals.grandTotal),
    base_grand_total: euros(totals.grandTotal),
    subtotal: euros(totals.subtotal),
    base_subtotal: euros(totals.subtotal),
    subtotal_incl_tax: euros(totals.subtotalInclTax),
    subtotal_with_discount: euros(totals.subtotal - totals.lines.reduce((sum, line) => sum + line.discountExcl, 0)),
    shipping_amount: euros(shippingExcl),
    base_shipping_amount: euros(shippingExcl),
    shipping_incl_tax: euros(shippingIncl),
    shipping_tax_amount: euros(shippingIncl - shippingExcl),
    tax_amount: euros(totals.tax),
    base_tax_amount: euros(totals.tax),
    discount_amount: -euros(totals.discount),
    base_discount_amount: -euros(totals.discount),
    coupon_code: couponCode,
    items_qty: totals.itemsQty,
    items_count: totals.lines.length,
    base_currency_code: 'EUR',
    quote_currency_code: 'EUR',
    items: totals.lines.map((line) => ({
      item_id: line.itemId,
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      price: euros(line.unit.excl),
      base_price: euros(line.unit.excl),
      price_incl_tax: euros(line.unit.incl),
      row_total: euros(line.rowExcl),
      base_row_total: euros(line.rowExcl),
      row_total_incl_tax: euros(line.rowIncl),
      row_total_with_discount: euros(line.rowExcl - line.discountExcl),
      tax_amount: euros(line.rowTax - (line.discountIncl - line.discountExcl)),
      tax_percent: line.taxPercent,
      discount_amount: euros(line.discountIncl),
      product_type: line.productType,
      ...(line.option ? { product_option: line.option } : {}),
      options: JSON.stringify(line.option?.extension_attributes ?? {}),
    })),
    total_segments: segments,
    ...(paymentMethods ? { payment_methods: paymentMethods } : {}),
  };
}
