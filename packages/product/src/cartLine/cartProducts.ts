import type { Product } from '@citerne/core-api/contract';
import { bundleCartOptions } from '../bundle/bundleCartOptions';
import { cartCustomOptions } from '../customOption/cartCustomOptions';
import { customOptionsOf } from '../customOption/customOptionsOf';
import type { ProductConfiguration } from './ProductConfiguration';

/**
 * The products handed to the cart for a configuration (the cart engine of `@citerne/cart-sync` turns them into
 * lines, SPEC §5): a configurable product with its chosen variant, a bundle with its selections, a grouped product
 * with the chosen quantity of each associated product (loaded products attached, by sku, from `linked`), custom
 * option answers on any type.
 *
 * @example
 * cartProducts(product, linked, { qty: 2, variant, customAnswers: {}, bundleChoices: {}, groupedQuantities: {} });
 */
export function cartProducts(
  product: Product,
  linked: Readonly<Record<string, { readonly product: Product }>>,
  configuration: ProductConfiguration,
): Product[] {
  const customOptions = cartCustomOptions(customOptionsOf(product), configuration.customAnswers);
  const extension: Record<string, unknown> = customOptions.length > 0 ? { custom_options: customOptions } : {};
  if (product.type_id === 'bundle') {
    extension.bundle_options = bundleCartOptions(product.bundle_options, configuration.bundleChoices);
  }
  const productOption =
    Object.keys(extension).length > 0 ? { product_option: { extension_attributes: extension } } : {};
  if (product.type_id === 'grouped') {
    return [
      {
        ...product,
        product_links: (product.product_links ?? []).map((link) => {
          const loaded = linked[link.linked_product_sku];
          return {
            ...link,
            qty: configuration.groupedQuantities[link.linked_product_sku] ?? link.qty ?? 1,
            ...(loaded ? { product: loaded.product } : {}),
          };
        }),
      },
    ];
  }
  return [
    {
      ...product,
      qty: configuration.qty,
      ...(product.type_id === 'configurable' && configuration.variant
        ? { selectedVariant: configuration.variant }
        : {}),
      ...productOption,
    } as Product,
  ];
}
