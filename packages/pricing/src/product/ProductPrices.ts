/**
 * Every price field `calculateProductTax` fills (SPEC §3 Product), in euros. `*_incl_tax = * + *_tax` always.
 * - `price*`: what the shopper pays per unit now, the lowest of the regular price, the active special price, the
 *   platform's final price and the customer group's tier price.
 * - `final_price*`: the same amount (Magento's name for it).
 * - `original_price*`: the regular price, for the struck-through price.
 * - `special_price*`: the active special price, or 0 when none is active (SPEC §4).
 * - `original_special_price`, `original_final_price`: the catalogue special and final prices excl. tax (or `null`),
 *   kept so pricing again later (another time, another shopper) starts from the catalogue values.
 */
export interface ProductPrices {
  price: number;
  price_tax: number;
  price_incl_tax: number;
  final_price: number;
  final_price_tax: number;
  final_price_incl_tax: number;
  original_price: number;
  original_price_tax: number;
  original_price_incl_tax: number;
  special_price: number;
  special_price_tax: number;
  special_price_incl_tax: number;
  original_special_price: number | null;
  original_final_price: number | null;
}
