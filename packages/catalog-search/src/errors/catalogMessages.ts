import { productMessages } from '@citerne/product';

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
  // The product's own texts are @citerne/product's: one spelling for the page, the cart and the API.
  productLinkNotFound: productMessages.productLinkNotFound,
  noSuchConfiguration: productMessages.noSuchConfiguration,
  noVariants: productMessages.noVariants,
  noProductsOffline: 'No products synchronized for this category. Please come back while online!',
  groupedWithoutLinks: productMessages.groupedWithoutLinks,
  searchTextTooShort: 'Search text must have at least 3 characters',
});
