import type { PriceSource } from './PriceSource.js';

/**
 * A product to price: its own price fields and, for a configurable product, its children's. Any other fields are
 * kept as they are by `calculateProductTax`.
 *
 * @example
 * ```ts
 * import type { PricingProduct } from '@citerne/pricing';
 *
 * const citerne: PricingProduct = {
 *   sku: 'CS',
 *   type_id: 'configurable',
 *   tax_class_id: 2,
 *   configurable_children: [{ sku: 'CS-10M3', price: 1000, special_price: 900, special_to_date: '2025-07-31' }],
 * };
 * ```
 */
export interface PricingProduct extends PriceSource {
  readonly type_id?: string;
  readonly configurable_children?: readonly PriceSource[] | null;
}
