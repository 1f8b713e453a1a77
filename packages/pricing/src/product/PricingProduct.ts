import type { PriceSource } from './PriceSource.js';

/** A product to price: its own price fields and, for a configurable product, its children's. */
export interface PricingProduct extends PriceSource {
  readonly type_id?: string;
  readonly configurable_children?: readonly PriceSource[] | null;
}
