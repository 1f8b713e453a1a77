/**
 * The English texts of SPEC §5 and §8 of the product messages' codes (the message ids: the shop translates the codes
 * with lingui; the API answers these texts). Functions fill their `{placeholder}`.
 * @example
 * productMessages.optionRequired('Largeur'); // 'Largeur is required.'
 */
export const productMessages = {
  priceUnknown: 'Product price is unknown, product cannot be added to the cart!',
  noVariants: 'No available product variants',
  noSuchConfiguration: 'No such configuration for the product. Please do choose another combination of attributes.',
  productLinkNotFound: 'Product link not found',
  groupedWithoutLinks: 'Product with type grouped has no product_links set!',
  productWithoutSku: 'Product has no sku and cannot be added to the cart!',
  productWithoutType: (sku: string) => `Product ${sku} has no type_id and cannot be added to the cart!`,
  optionRequired: (title: string) => `${title} is required.`,
} as const;
