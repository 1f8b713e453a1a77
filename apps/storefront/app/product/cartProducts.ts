import type { ConfigurableChild, CustomOption, Product } from '@citerne/core-api/contract';
import { type CustomOptionAnswers, cartCustomOptions } from './customOptions';
import type { LinkedProductView } from './ProductPageData';

/** The shopper's configuration of the page's product. */
export interface ProductConfiguration {
  readonly qty: number;
  readonly variant: ConfigurableChild | null;
  readonly customAnswers: CustomOptionAnswers;
  /** Chosen link ids per bundle option id. */
  readonly bundleChoices: Readonly<Record<string, readonly string[]>>;
  /** Quantity per associated product sku of a grouped product. */
  readonly groupedQuantities: Readonly<Record<string, number>>;
}

/**
 * The products handed to the cart for the page's configuration (`@citerne/cart-sync` turns them into lines):
 * a configurable product with its chosen variant, a bundle with its selections, a grouped product with the
 * chosen quantity of each associated product (loaded products attached), custom option answers on any type.
 *
 * @example
 * cartProducts(product, linked, { qty: 2, variant, customAnswers: {}, bundleChoices: {}, groupedQuantities: {} });
 */
export function cartProducts(
  product: Product,
  linked: Readonly<Record<string, LinkedProductView>>,
  configuration: ProductConfiguration,
): Product[] {
  const customOptions = cartCustomOptions(
    (product.custom_options ?? []) as CustomOption[],
    configuration.customAnswers,
  );
  const extension: Record<string, unknown> = customOptions.length > 0 ? { custom_options: customOptions } : {};
  if (product.type_id === 'bundle') {
    extension.bundle_options = (product.bundle_options ?? []).flatMap((option) => {
      const chosen = configuration.bundleChoices[String(option.option_id)] ?? [];
      const links = option.product_links.filter((link) => chosen.includes(String(link.id)));
      if (links.length === 0) return [];
      return [
        {
          option_id: option.option_id,
          option_qty: links[0]?.qty ?? 1,
          option_selections: links.map((link) => Number(link.id)),
        },
      ];
    });
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
