import type { AttributeCarrier } from '../attribute/AttributeCarrier';

/** A configurable child as the variant rules read it (SPEC §3 "configurable_children entries"). */
export interface VariantChild extends AttributeCarrier {
  readonly sku: string;
  readonly status?: number | null;
  readonly stock?: { readonly is_in_stock?: boolean | null } | null;
  readonly price?: number | null;
  readonly price_incl_tax?: number | null;
  readonly final_price?: number | null;
}
