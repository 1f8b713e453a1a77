import type { VariantChild } from './VariantChild';

/** The chosen child, and whether it has every chosen attribute value (else SPEC §8 "No such configuration…"). */
export interface SelectedVariant<C extends VariantChild> {
  readonly variant: C;
  readonly exact: boolean;
}
