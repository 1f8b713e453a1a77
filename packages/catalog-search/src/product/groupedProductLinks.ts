import { associatedLinks } from '@citerne/product';
import { CatalogError } from '../errors/CatalogError';
import { catalogMessages } from '../errors/catalogMessages';

/** A product with links to associated products (SPEC §3 "Product link"). */
export interface LinkedProduct {
  readonly sku: string;
  readonly type_id?: string;
  readonly product_links?:
    | readonly { readonly link_type: string; readonly linked_product_sku: string; readonly qty?: number }[]
    | null;
}

/**
 * The associated products of a grouped product (SPEC §5 "Grouped products are expanded to associated products"),
 * as links of type `associated` (`associatedLinks` of `@citerne/product`).
 * @throws {@link CatalogError} `grouped_without_links` "Product with type grouped has no product_links set!".
 *
 * @example
 * groupedProductLinks(pack).map((link) => link.linked_product_sku); // ['VANNE-50', 'RACCORD-50']
 */
export function groupedProductLinks<P extends LinkedProduct>(product: P): NonNullable<P['product_links']>[number][] {
  const links = associatedLinks<NonNullable<P['product_links']>[number]>(product);
  if (product.type_id === 'grouped' && links.length === 0) {
    throw new CatalogError('grouped_without_links', catalogMessages.groupedWithoutLinks);
  }
  return links;
}
