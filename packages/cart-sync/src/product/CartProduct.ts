import type { Product } from '@citerne/core-api/contract';
import type { ProductValidator as Validator } from '@citerne/product';

/**
 * A catalogue product as the shop hands it to the cart: the contract's `Product`, with the quantity
 * asked in `qty` (default 1) and the options chosen in `product_option`. A configurable product names
 * its variant with `selectedVariant`, its variant `sku` (and `parentSku`), or `configurable_item_options`.
 */
export type CartProduct = Product;

/**
 * A product validation rule run before adding (SPEC §5): `ProductValidator` of `@citerne/product`, whose
 * `validateProduct` the cart runs.
 */
export type ProductValidator = Validator;
