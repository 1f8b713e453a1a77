import type { Product } from '@citerne/core-api/contract';

/**
 * A product validation rule run before adding (SPEC §5 "Custom option validators can be registered by rule name"):
 * the error messages it finds, none when the product may be added.
 * @example
 * const needsColour: ProductValidator = (product) => (product.sku.startsWith('BA-') && !product.product_option ? ['Choose a colour.'] : []);
 */
export type ProductValidator = (product: Product) => readonly string[];
