import * as v from 'valibot';

const amount = v.nullish(v.number());
const date = v.nullish(v.string());

/**
 * The price fields of a product or a configurable child (SPEC §3 "Product"). Every field is optional:
 * backends fill the ones they know; `null` means "not set" (a special price without dates, for instance).
 *
 * @example
 * const Priced = v.looseObject({ sku: v.string(), ...priceFields });
 */
export const priceFields = {
  price: amount,
  price_incl_tax: amount,
  price_tax: amount,
  original_price: amount,
  original_price_incl_tax: amount,
  original_final_price: amount,
  special_price: amount,
  special_price_incl_tax: amount,
  special_price_tax: amount,
  original_special_price: amount,
  special_from_date: date,
  special_to_date: date,
  final_price: amount,
  min_price: amount,
  /**
   * The reference price of an announced reduction (art. L112-1-1 Code de la consommation: the lowest price charged
   * in the 30 days before it), excl. and incl. tax, and the whole percent off it; null when no reduction may be
   * announced (no special price, or the price was not higher during those 30 days). Shops strike through this, not
   * `original_price`.
   */
  reference_price: amount,
  reference_price_incl_tax: amount,
  reduction_percent: amount,
  tax_class_id: v.nullish(v.union([v.number(), v.string()])),
} as const;
