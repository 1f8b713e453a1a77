import type { CustomOption, Product } from '@citerne/core-api/contract';

/**
 * A product's custom options (SPEC §3): `custom_options`, else `options` when the catalogue sends them there as a
 * list (the `options` map of a configurable product's colour and size is no custom option).
 *
 * @example
 * customOptionsOf(tarpaulin).map((option) => option.title); // ['Largeur']
 */
export function customOptionsOf(product: Pick<Product, 'custom_options' | 'options'>): CustomOption[] {
  if (product.custom_options) return product.custom_options;
  return Array.isArray(product.options) ? product.options : [];
}
