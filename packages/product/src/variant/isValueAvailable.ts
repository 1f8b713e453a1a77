import { exactVariant } from './exactVariant';
import type { VariantChild } from './VariantChild';
import type { VariantRules } from './VariantRules';
import type { VariantState } from './VariantState';

/**
 * Whether a value can be chosen with the other chosen values: some available child (enabled, and in stock unless
 * out-of-stock listing is on) has it together with them (SPEC §4 "Variant selection").
 *
 * @example
 * isValueAvailable(tank, state, 'color', '51', { listOutOfStock: false }); // false when the sand one is sold out
 */
export function isValueAvailable(
  product: { readonly configurable_children?: readonly VariantChild[] | null },
  state: Pick<VariantState, 'attributes'>,
  code: string,
  value: string,
  rules: Pick<VariantRules, 'listOutOfStock'>,
): boolean {
  return exactVariant(product.configurable_children, { ...state.attributes, [code]: value }, rules) !== null;
}
