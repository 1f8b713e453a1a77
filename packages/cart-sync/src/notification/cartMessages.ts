import { productMessages } from '@citerne/product';

/**
 * The texts of SPEC §5 and §8 the cart raises (English message ids: the shop translates them with
 * lingui). Functions fill their `{placeholder}`.
 * @example
 * cartMessages.onlyAvailable(3); // 'Only 3 of this type available'
 */
export const cartMessages = {
  productAdded: 'Product has been added to the cart!',
  quantityUpdated: 'Product quantity has been updated!',
  volatileStock:
    'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
  outOfStock: 'The product is out of stock and cannot be added to the cart!',
  proceedToCheckout: 'Proceed to checkout',
  ok: 'OK',
  onlyAvailable: (maxQuantity: number) => `Only ${maxQuantity} of this type available`,
  someProductsNotAvailable: 'Some ordered products not available',
  errorWhileAdding: 'Error while adding products',
  // The product's validation texts are @citerne/product's: one spelling for the page, the cart and the API.
  priceUnknown: productMessages.priceUnknown,
  groupedWithoutLinks: productMessages.groupedWithoutLinks,
  noVariants: productMessages.noVariants,
  noSuchConfiguration: productMessages.noSuchConfiguration,
  productLinkNotFound: productMessages.productLinkNotFound,
  productWithoutSku: productMessages.productWithoutSku,
  productWithoutType: productMessages.productWithoutType,
  inStock: 'In stock!',
  outOfTheStock: 'Out of the stock!',
  quantityNotANumber: 'Quantity must be a number.',
  quantityNotPositive: 'Quantity must be greater than 0.',
  quantityNotWhole: 'Quantity must be a positive integer.',
  optionRequired: productMessages.optionRequired,
  syncDisabled: 'The cart could not be synchronised with the shop and is kept on this device only.',
} as const;

/** Where the Proceed to checkout action leads (SPEC §8). */
export const CHECKOUT_PATH = '/checkout';
