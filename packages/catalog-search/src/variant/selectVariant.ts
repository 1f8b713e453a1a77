import type { LoadableChild } from '../product/LoadableProduct';

/** What a shopper chose: a child sku (route or cart) and attribute values by code (`{ color: 49 }`). */
export interface VariantChoice {
  readonly sku?: string | null;
  readonly attributes?: Readonly<Record<string, string | number | null | undefined>>;
}

/** How {@link selectVariant} picks. */
export interface VariantRules {
  /** Out-of-stock children are candidates (SPEC §4: out-of-stock listing on). */
  readonly listOutOfStock: boolean;
  /** With no child matching the choice, fall back to the first available child. Default true. */
  readonly fallbackToFirstAvailable?: boolean;
}

/** The chosen child and whether it matches every chosen attribute (else show "No such configuration…"). */
export interface SelectedVariant<C extends LoadableChild> {
  readonly variant: C;
  readonly exact: boolean;
}

function attributeValue(child: LoadableChild, code: string): unknown {
  const own = child[code];
  if (own !== undefined && own !== null) return own;
  return child.custom_attributes?.find((attribute) => attribute.attribute_code === code)?.value;
}

function price(child: LoadableChild): number {
  return child.price_incl_tax ?? child.final_price ?? child.price ?? Number.POSITIVE_INFINITY;
}

/**
 * SPEC §4 "Variant selection": disabled children (status 2 or higher) and, unless out-of-stock listing is on,
 * out-of-stock children are skipped. A child matching the chosen sku wins. Otherwise the child matching the most
 * chosen attributes wins, ties going to the cheaper one. With no match it falls back to the first available child.
 * `null` when no child is available (SPEC §5 "No available product variants").
 *
 * @example
 * selectVariant(product.configurable_children, { attributes: { color: 49, volume: 10 } }, { listOutOfStock: true });
 * // { variant: { sku: 'CS-EP-10-VERT', … }, exact: true }
 */
export function selectVariant<C extends LoadableChild>(
  children: readonly C[] | null | undefined,
  choice: VariantChoice,
  rules: VariantRules,
): SelectedVariant<C> | null {
  const candidates = (children ?? []).filter(
    (child) => (child.status ?? 1) < 2 && (rules.listOutOfStock || child.stock?.is_in_stock !== false),
  );
  if (candidates.length === 0) return null;
  const chosen = Object.entries(choice.attributes ?? {}).filter(
    (entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined && entry[1] !== '',
  );
  if (choice.sku) {
    const bySku = candidates.find((child) => child.sku === choice.sku);
    if (bySku) {
      const exact = chosen.every(([code, value]) => String(attributeValue(bySku, code)) === String(value));
      return { variant: bySku, exact };
    }
  }
  let best: C | null = null;
  let bestMatches = 0;
  for (const child of candidates) {
    const matches = chosen.filter(([code, value]) => String(attributeValue(child, code)) === String(value)).length;
    if (matches > bestMatches || (matches === bestMatches && matches > 0 && best && price(child) < price(best))) {
      best = child;
      bestMatches = matches;
    }
  }
  if (best) return { variant: best, exact: bestMatches === chosen.length };
  if (rules.fallbackToFirstAvailable === false) return null;
  const first = candidates[0] as C;
  return { variant: first, exact: chosen.length === 0 };
}
