import type { ConfigurableChild } from '@citerne/core-api/contract';
import { PricingError } from '@citerne/pricing';
import {
  bundleCartOptions,
  chosenAttributes,
  configurableItemOptions,
  defaultBundleChoices,
  productIdentityErrors,
  selectVariant,
  validateProduct,
} from '@citerne/product';
import type { CartConfig } from '../config/cartConfig';
import type { CartLine } from '../item/CartLineSchema';
import { cartLineChecksum } from '../item/cartLineChecksum';
import type { CartMessage } from '../notification/CartMessage';
import { checkQuantity } from '../quantity/checkQuantity';
import type { CartProduct, ProductValidator } from './CartProduct';
import { expandGroupedProduct } from './expandGroupedProduct';

/** A product the cart refused, with every reason as a code and its values (shown as error notifications, SPEC §5). */
export interface RefusedProduct {
  readonly sku: string;
  readonly messages: readonly CartMessage[];
}

/** The lines made from the products asked, and the products refused. */
export interface PreparedCartItems {
  readonly lines: CartLine[];
  readonly refused: RefusedProduct[];
}

type Options = CartProduct['product_option'];

// SPEC §4 "Variant selection" and §5: the variant named by sku, else the one having every chosen value (a partial
// match is "No available product variants"); out-of-stock variants count here, the stock check comes later.
function configurableChoice(product: CartProduct): { variant: ConfigurableChild | null } {
  const parentSku = product.parentSku ?? product.sku;
  const namedSku = product.selectedVariant?.sku ?? (product.sku !== parentSku ? product.sku : undefined);
  const { attributes } = chosenAttributes(
    product,
    product.product_option?.extension_attributes?.configurable_item_options,
  );
  const selected = selectVariant(
    product.configurable_children,
    { sku: namedSku, attributes },
    { listOutOfStock: true, fallbackToFirstAvailable: false },
  );
  if (!selected) return { variant: null };
  if (namedSku !== undefined && selected.variant.sku === namedSku) return { variant: selected.variant };
  return { variant: selected.exact && Object.keys(attributes).length > 0 ? selected.variant : null };
}

function withAttributes(option: Options, extra: Record<string, unknown>): Options {
  const attributes = { ...(option?.extension_attributes ?? {}), ...extra };
  const kept = Object.fromEntries(
    Object.entries(attributes).filter(([, value]) => !(Array.isArray(value) && value.length === 0)),
  );
  return Object.keys(kept).length > 0 ? { ...(option ?? {}), extension_attributes: kept } : undefined;
}

const skuOf = (product: unknown): string => {
  const sku = (product as { sku?: unknown } | null)?.sku;
  return typeof sku === 'string' ? sku : '';
};

const numberOr = (...values: unknown[]) => values.find((value): value is number => typeof value === 'number');
const textOr = (...values: unknown[]) =>
  values.find((value): value is string => typeof value === 'string' && value !== '');

function toLine(
  product: CartProduct,
  qty: number,
  maxQuantity: number,
  variant: ConfigurableChild | null,
  productOption: Options,
): CartLine {
  const productId = numberOr(variant?.id, product.id);
  const price = numberOr(variant?.price, product.price);
  const priceInclTax = numberOr(variant?.price_incl_tax, product.price_incl_tax);
  const image = textOr(variant?.image, product.image);
  const parentSku = variant ? (product.parentSku ?? product.sku) : product.parentSku;
  const line: CartLine = {
    sku: (variant?.sku ?? product.sku).trim(),
    qty,
    checksum: '',
    name: textOr(variant?.name, product.name) ?? product.sku,
    type_id: product.type_id,
    product_type: product.type_id,
    maxQuantity,
    ...(parentSku ? { parentSku } : {}),
    ...(productId ? { product_id: productId } : {}),
    ...(price !== undefined ? { price } : {}),
    ...(priceInclTax !== undefined ? { price_incl_tax: priceInclTax } : {}),
    ...(productOption ? { product_option: productOption } : {}),
    ...(image ? { image } : {}),
    ...(product.thumbnail ? { thumbnail: product.thumbnail } : {}),
    ...(product.url_path ? { url_path: product.url_path } : {}),
    ...(product.url_key ? { url_key: product.url_key } : {}),
    ...(product.slug ? { slug: product.slug } : {}),
  };
  return { ...line, checksum: cartLineChecksum(line) };
}

function prepareOne(
  product: CartProduct,
  config: CartConfig,
  validators: readonly ProductValidator[],
): { line: CartLine } | { refused: RefusedProduct } {
  const invalid = productIdentityErrors(product);
  if (invalid.length > 0) return { refused: { sku: skuOf(product), messages: invalid } };
  let variant: ConfigurableChild | null = null;
  let productOption: Options = product.product_option;
  if (product.type_id === 'configurable') {
    variant = configurableChoice(product).variant;
    if (!variant) return { refused: { sku: product.sku, messages: [{ code: 'noVariants' }] } };
    productOption = withAttributes(productOption, {
      configurable_item_options: configurableItemOptions(product, variant),
    });
  }
  if (product.type_id === 'bundle' && !productOption?.extension_attributes?.bundle_options) {
    try {
      productOption = withAttributes(productOption, {
        // SPEC §4 "Pricing": each option's default link (pricing's rule, the one the price counts).
        bundle_options: bundleCartOptions(product.bundle_options, defaultBundleChoices(product.bundle_options)),
      });
    } catch (error) {
      // Pricing's refusal (a negative link quantity) is its own text, shown as it is.
      if (error instanceof PricingError)
        return { refused: { sku: product.sku, messages: [{ code: 'productError', params: { text: error.message } }] } };
      throw error;
    }
  }
  const checked: CartProduct = variant
    ? { ...product, price_incl_tax: variant.price_incl_tax ?? product.price_incl_tax }
    : product;
  const messages: CartMessage[] = validateProduct(checked, validators);
  const maxQuantity = Math.min(
    config.maxQuantity,
    variant?.stock?.max_sale_qty ?? product.stock?.max_sale_qty ?? config.maxQuantity,
  );
  const quantity = checkQuantity(product.qty, { maxQuantity });
  if (!quantity.ok) messages.push(quantity.message);
  if (messages.length > 0 || !quantity.ok) return { refused: { sku: product.sku, messages } };
  return { line: toLine(product, quantity.qty, maxQuantity, variant, productOption) };
}

/**
 * Turns the products a shopper adds into cart lines (SPEC §5): a grouped product becomes its
 * associated products; a configurable product becomes its chosen variant ("No available product
 * variants" when none is chosen or the choice matches none); a bundle without choices takes each
 * option's default link (`bundleDefaultSelections` of `@citerne/pricing`, the rule its price uses; a
 * negative link quantity refuses the bundle); every product passes {@link validateProduct} and
 * {@link checkQuantity}. A product without sku or known `type_id` (a linked product's included) is
 * refused with a message naming the field. A product with any error is refused with all its messages
 * and nothing of it is added.
 * @example
 * const { lines, refused } = prepareCartItems([{ ...valve, qty: 2 }], { config: parseCartConfig() });
 */
export function prepareCartItems(
  products: readonly CartProduct[],
  { config, validators = [] }: { config: CartConfig; validators?: readonly ProductValidator[] },
): PreparedCartItems {
  const lines: CartLine[] = [];
  const refused: RefusedProduct[] = [];
  for (const product of products) {
    const invalid = productIdentityErrors(product);
    if (invalid.length > 0) {
      refused.push({ sku: skuOf(product), messages: invalid });
      continue;
    }
    let expanded: CartProduct[] = [product];
    if (product.type_id === 'grouped') {
      const grouped = expandGroupedProduct(product);
      if (!grouped.ok) {
        refused.push({ sku: product.sku, messages: [grouped.message] });
        continue;
      }
      expanded = grouped.products;
    }
    for (const item of expanded) {
      const prepared = prepareOne(item, config, validators);
      if ('refused' in prepared) refused.push(prepared.refused);
      else lines.push(prepared.line);
    }
  }
  return { lines, refused };
}
