import type { ConfigurableChild, Product } from '@citerne/core-api/contract';
import { selectVariant, type VariantChoice } from '@citerne/product';

/** Options of {@link findConfigurableVariant}, in the cart's words (its config's `allowOutOfStockInCart`). */
export interface FindVariantOptions {
  /** Consider out-of-stock children (SPEC §4: skipped unless out-of-stock listing is on). Default false. */
  readonly includeOutOfStock?: boolean;
  /** Fall back to the first available child when nothing matches. Default false. */
  readonly fallbackToFirst?: boolean;
}

/**
 * The cart's call of `selectVariant` of `@citerne/product` (SPEC §4 "Variant selection", one rule for the page, the
 * cart and the API): no fallback unless asked, out-of-stock children only with `includeOutOfStock`. Private to the
 * cart engine; `null` when no child is chosen.
 * @example
 * findConfigurableVariant(tank, { attributes: { color: 49 } })?.sku; // 'CS-EP-1-VERT'
 */
export function findConfigurableVariant(
  product: Pick<Product, 'configurable_children'>,
  choice: VariantChoice,
  options: FindVariantOptions = {},
): ConfigurableChild | null {
  return (
    selectVariant(product.configurable_children, choice, {
      listOutOfStock: options.includeOutOfStock === true,
      fallbackToFirstAvailable: options.fallbackToFirst === true,
    })?.variant ?? null
  );
}

export type { VariantChoice };
