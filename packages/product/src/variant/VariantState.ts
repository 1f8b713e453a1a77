import type { VariantChild } from './VariantChild';

/** The shopper's configuration of a configurable product: chosen values by attribute code, and the variant. */
export interface VariantState<C extends VariantChild = VariantChild> {
  readonly attributes: Readonly<Record<string, string>>;
  readonly variant: C | null;
  /** False when the chosen values match no available variant (SPEC §8 "No such configuration…"). */
  readonly exact: boolean;
}
