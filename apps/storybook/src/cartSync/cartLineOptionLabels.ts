import type { CartLine } from '@citerne/cart-sync';
import type { Product } from '@citerne/core-api/contract';

/**
 * The chosen options of a cart line as the mini-cart lists them ("Couleur : Vert"): each configurable
 * choice of `line.product_option` named with the labels of its parent product's `configurable_options`
 * (the line itself only holds the option and value ids). Choices the product does not describe are left out.
 * @example
 * cartLineOptionLabels(line, [storyCatalogue.tank]); // ['Couleur : Vert']
 */
export function cartLineOptionLabels(line: CartLine, products: readonly Product[]): string[] {
  const product = products.find((candidate) => candidate.sku === (line.parentSku ?? line.sku));
  const chosen = line.product_option?.extension_attributes?.configurable_item_options ?? [];
  return chosen.flatMap((choice) => {
    const option = product?.configurable_options?.find(
      (entry) => String(entry.attribute_id) === String(choice.option_id),
    );
    const value = option?.values.find((entry) => String(entry.value_index) === String(choice.option_value));
    return option?.label && value?.label ? [`${option.label} : ${value.label}`] : [];
  });
}
