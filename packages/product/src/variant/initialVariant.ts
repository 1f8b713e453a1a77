import { selectVariant } from './selectVariant';
import type { VariantChild } from './VariantChild';
import type { VariantRules } from './VariantRules';
import type { VariantState } from './VariantState';
import { variantAttributes } from './variantAttributes';

/**
 * The configuration a product page starts with (SPEC §4 "Variant selection", §2 "A childSku … pre-selects a
 * variant"): the child named in the URL when it is available, else the first available child.
 *
 * @example
 * initialVariant(tank, [{ code: 'color' }], 'CS-EP-5-NOIR', { listOutOfStock: true }).variant?.sku; // 'CS-EP-5-NOIR'
 */
export function initialVariant<C extends VariantChild>(
  product: { readonly configurable_children?: readonly C[] | null },
  options: readonly { readonly code: string }[],
  childSku: string | null,
  rules: Pick<VariantRules, 'listOutOfStock'>,
): VariantState<C> {
  const selected = selectVariant(product.configurable_children, { sku: childSku }, rules);
  if (!selected) return { attributes: {}, variant: null, exact: false };
  return { attributes: variantAttributes(selected.variant, options), variant: selected.variant, exact: true };
}
