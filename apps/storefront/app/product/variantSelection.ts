import { selectVariant } from '@citerne/catalog-search';
import type { ConfigurableChild, Product } from '@citerne/core-api/contract';
import type { ConfigurableOptionView } from './ProductPageData';

/** The shopper's configuration of a configurable product: chosen values by attribute code, and the variant. */
export interface VariantState {
  readonly attributes: Readonly<Record<string, string>>;
  readonly variant: ConfigurableChild | null;
  /** False when the chosen values match no available variant (SPEC §8 "No such configuration…"). */
  readonly exact: boolean;
}

/** Variant rules of the shop (SPEC §4: out-of-stock children are candidates while out-of-stock listing is on). */
export interface VariantRulesInput {
  readonly listOutOfStock: boolean;
}

function childValue(child: ConfigurableChild, code: string): string | undefined {
  const own = (child as Record<string, unknown>)[code];
  if (typeof own === 'number' || typeof own === 'string') return String(own);
  const custom = child.custom_attributes?.find((attribute) => attribute.attribute_code === code)?.value;
  return typeof custom === 'number' || typeof custom === 'string' ? String(custom) : undefined;
}

/**
 * The values of a child for the product's configurable options, by attribute code.
 *
 * @example
 * variantAttributes(noir, options); // { color: '50' }
 */
export function variantAttributes(
  child: ConfigurableChild,
  options: readonly ConfigurableOptionView[],
): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const option of options) {
    const value = childValue(child, option.code);
    if (value !== undefined) attributes[option.code] = value;
  }
  return attributes;
}

/**
 * The configuration a product page starts with (SPEC §4 "Variant selection", §2 "A childSku … pre-selects a
 * variant"): the child named in the URL when it is available, else the first available child.
 *
 * @example
 * initialVariant(tank, options, 'CS-EP-5-NOIR', { listOutOfStock: true }).variant?.sku; // 'CS-EP-5-NOIR'
 */
export function initialVariant(
  product: Pick<Product, 'configurable_children'>,
  options: readonly ConfigurableOptionView[],
  childSku: string | null,
  rules: VariantRulesInput,
): VariantState {
  const selected = selectVariant(product.configurable_children, { sku: childSku }, rules);
  if (!selected) return { attributes: {}, variant: null, exact: false };
  return { attributes: variantAttributes(selected.variant, options), variant: selected.variant, exact: true };
}

/**
 * The configuration after the shopper picks a value (SPEC §4): the child matching the most chosen values wins,
 * ties going to the cheaper one; `exact` is false when no available child has every chosen value, and the
 * variant stays the previous one.
 *
 * @example
 * chooseValue(tank, options, state, 'color', '50', { listOutOfStock: true });
 */
export function chooseValue(
  product: Pick<Product, 'configurable_children'>,
  options: readonly ConfigurableOptionView[],
  state: VariantState,
  code: string,
  value: string,
  rules: VariantRulesInput,
): VariantState {
  const attributes = { ...state.attributes, [code]: value };
  const selected = selectVariant(
    product.configurable_children,
    { attributes },
    {
      ...rules,
      fallbackToFirstAvailable: false,
    },
  );
  if (!selected?.exact) return { attributes, variant: state.variant, exact: false };
  return {
    attributes: { ...attributes, ...variantAttributes(selected.variant, options) },
    variant: selected.variant,
    exact: true,
  };
}

/**
 * Whether a value can be chosen with the other chosen values: some available child (enabled, and in stock unless
 * out-of-stock listing is on) has it together with them, as `selectVariant` finds an exact match.
 *
 * @example
 * isValueAvailable(tank, state, 'color', '51', { listOutOfStock: false }); // false when the sand one is sold out
 */
export function isValueAvailable(
  product: Pick<Product, 'configurable_children'>,
  state: Pick<VariantState, 'attributes'>,
  code: string,
  value: string,
  rules: VariantRulesInput,
): boolean {
  const attributes = { ...state.attributes, [code]: value };
  const selected = selectVariant(
    product.configurable_children,
    { attributes },
    { ...rules, fallbackToFirstAvailable: false },
  );
  return selected?.exact === true;
}
