import type { ConfigurableChild, Product } from '@citerne/core-api/contract';

/** What a shopper chose for a configurable product: a variant sku and/or attribute values by code. */
export interface VariantChoice {
  readonly sku?: string | undefined;
  /** Attribute code → value index, e.g. `{ color: 49 }`. */
  readonly attributes?: Readonly<Record<string, string | number>>;
}

/** Options of {@link findConfigurableVariant}. */
export interface FindVariantOptions {
  /** Consider out-of-stock children (SPEC §4: skipped unless out-of-stock listing is on). Default false. */
  readonly includeOutOfStock?: boolean;
  /** Fall back to the first available child when nothing matches. Default false. */
  readonly fallbackToFirst?: boolean;
}

/** The value of an attribute on a child: its own field, else its `custom_attributes`. */
export function childAttribute(child: ConfigurableChild, code: string): string | undefined {
  const direct = (child as Record<string, unknown>)[code];
  if (typeof direct === 'number' || typeof direct === 'string') return String(direct);
  const custom = child.custom_attributes?.find((attribute) => attribute.attribute_code === code)?.value;
  return typeof custom === 'number' || typeof custom === 'string' ? String(custom) : undefined;
}

const priceOf = (child: ConfigurableChild) =>
  child.price_incl_tax ?? child.final_price ?? child.price ?? Number.POSITIVE_INFINITY;

/**
 * Picks the variant of a configurable product (SPEC §4 "Variant selection"): disabled children
 * (status 2 or more) never, out-of-stock children only with `includeOutOfStock`; the child with the
 * chosen sku wins; otherwise the child matching the most chosen attributes, ties going to the cheaper
 * one; with `fallbackToFirst`, the first available child when none matches. `null` when there is none.
 * @example
 * findConfigurableVariant(tank, { attributes: { color: 49 } })?.sku; // 'CS-EP-1-VERT'
 */
export function findConfigurableVariant(
  product: Pick<Product, 'configurable_children'>,
  choice: VariantChoice,
  options: FindVariantOptions = {},
): ConfigurableChild | null {
  const available = (product.configurable_children ?? []).filter(
    (child) => (child.status ?? 1) < 2 && (options.includeOutOfStock === true || child.stock?.is_in_stock !== false),
  );
  if (choice.sku) {
    const named = available.find((child) => child.sku === choice.sku);
    if (named) return named;
  }
  const wanted = Object.entries(choice.attributes ?? {}).map(([code, value]) => [code, String(value)] as const);
  let best: ConfigurableChild | null = null;
  let bestScore = 0;
  for (const child of available) {
    const score = wanted.filter(([code, value]) => childAttribute(child, code) === value).length;
    if (score > bestScore || (score === bestScore && score > 0 && best && priceOf(child) < priceOf(best))) {
      best = child;
      bestScore = score;
    }
  }
  if (best) return best;
  return options.fallbackToFirst ? (available[0] ?? null) : null;
}
