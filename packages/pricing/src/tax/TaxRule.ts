import type { TaxRate } from './TaxRate.js';

/**
 * A tax rule as served by the search backend (SPEC §3 "Tax rule").
 *
 * @example
 * ```ts
 * import type { TaxRule } from '@citerne/pricing';
 *
 * const frenchVat: TaxRule = {
 *   id: 1,
 *   product_tax_class_ids: [2],
 *   customer_tax_class_ids: [0, 1],
 *   rates: [{ rate: 20, tax_country_id: 'FR', region_name: '', tax_region_id: 0 }],
 * };
 * ```
 */
export interface TaxRule {
  readonly id?: number | string;
  /** Product tax classes the rule covers (a product's `tax_class_id`). */
  readonly product_tax_class_ids: readonly number[];
  /** Customer tax classes the rule covers; matched against the customer group when user-group tax is on. */
  readonly customer_tax_class_ids?: readonly number[] | null;
  readonly rates: readonly TaxRate[];
}
