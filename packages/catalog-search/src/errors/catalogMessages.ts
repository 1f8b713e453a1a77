/**
 * The catalogue error texts of SPEC §5 and §8, in English: they are message ids the storefront translates.
 *
 * @example
 * catalogMessages.noVariants; // 'No available product variants'
 */
export const catalogMessages = Object.freeze({
  noEntityType: 'No entity type registered',
  productEmpty: 'Product query returned empty result',
  categoryEmpty: 'Category query returned empty result',
  cmsEmpty: 'CMS query returned empty result',
  noParentSku: "Product doesn't have parentSku, please check if this is configurable product",
  productLinkNotFound: 'Product link not found',
  noSuchConfiguration: 'No such configuration for the product. Please do choose another combination of attributes.',
  noVariants: 'No available product variants',
  noProductsOffline: 'No products synchronized for this category. Please come back while online!',
  groupedWithoutLinks: 'Product with type grouped has no product_links set!',
  searchTextTooShort: 'Search text must have at least 3 characters',
});
