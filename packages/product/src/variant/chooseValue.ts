import { exactVariant } from './exactVariant';
import type { VariantChild } from './VariantChild';
import type { VariantRules } from './VariantRules';
import type { VariantState } from './VariantState';
import { variantAttributes } from './variantAttributes';

/**
 * The configuration after the shopper picks a value (SPEC §4): the child matching the most chosen values wins,
 * ties going to the cheaper one; `exact` is false when no available child has every chosen value, and the
 * variant stays the previous one.
 *
 * @example
 * chooseValue(tank, [{ code: 'color' }], state, 'color', '50', { listOutOfStock: true });
 */
export function chooseValue<C extends VariantChild>(
  product: { readonly configurable_children?: readonly C[] | null },
  options: readonly { readonly code: string }[],
  state: VariantState<C>,
  code: string,
  value: string,
  rules: Pick<VariantRules, 'listOutOfStock'>,
): VariantState<C> {
  const attributes = { ...state.attributes, [code]: value };
  const variant = exactVariant(product.configurable_children, attributes, rules);
  if (!variant) return { attributes, variant: state.variant, exact: false };
  return { attributes: { ...attributes, ...variantAttributes(variant, options) }, variant, exact: true };
}
