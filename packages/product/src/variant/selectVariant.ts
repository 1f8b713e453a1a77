import { attributeValue } from '../attribute/attributeValue';
import type { SelectedVariant } from './SelectedVariant';
import type { VariantChild } from './VariantChild';
import type { VariantChoice } from './VariantChoice';
import type { VariantRules } from './VariantRules';

function price(child: VariantChild): number {
  return child.price_incl_tax ?? child.final_price ?? child.price ?? Number.POSITIVE_INFINITY;
}

/**
 * The variant of a configurable product, the one rule the product page, the cart and the API apply (SPEC §4
 * "Variant selection"): disabled children (status 2 or higher) never, out-of-stock children only while
 * out-of-stock listing is on. A child matching the chosen sku wins. Otherwise the child matching the most chosen
 * attributes wins, ties going to the cheaper one. With no match it falls back to the first available child unless
 * `fallbackToFirstAvailable` is false. `null` when no child is available (SPEC §5 "No available product variants").
 *
 * @example
 * selectVariant(product.configurable_children, { attributes: { color: 49, volume: 10 } }, { listOutOfStock: true });
 * // { variant: { sku: 'CS-EP-10-VERT', … }, exact: true }
 */
export function selectVariant<C extends VariantChild>(
  children: readonly C[] | null | undefined,
  choice: VariantChoice,
  rules: VariantRules,
): SelectedVariant<C> | null {
  const candidates = (children ?? []).filter(
    (child) => (child.status ?? 1) < 2 && (rules.listOutOfStock || child.stock?.is_in_stock !== false),
  );
  if (candidates.length === 0) return null;
  const chosen = Object.entries(choice.attributes ?? {}).flatMap(([code, value]) =>
    value === null || value === undefined || value === '' ? [] : [[code, String(value)] as const],
  );
  const matches = (child: C) => chosen.filter(([code, value]) => attributeValue(child, code) === value).length;
  if (choice.sku) {
    const bySku = candidates.find((child) => child.sku === choice.sku);
    if (bySku) return { variant: bySku, exact: matches(bySku) === chosen.length };
  }
  let best: C | null = null;
  let bestMatches = 0;
  for (const child of candidates) {
    const count = matches(child);
    if (count > bestMatches || (count === bestMatches && count > 0 && best && price(child) < price(best))) {
      best = child;
      bestMatches = count;
    }
  }
  if (best) return { variant: best, exact: bestMatches === chosen.length };
  if (rules.fallbackToFirstAvailable === false) return null;
  const first = candidates[0] as C;
  return { variant: first, exact: chosen.length === 0 };
}
