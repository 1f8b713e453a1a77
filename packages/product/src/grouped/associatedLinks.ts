/** A product link as the grouped rules read it (SPEC §3 "Product link"). */
interface ProductLinkLike {
  readonly link_type?: string | null;
}

/**
 * The links of a product to its associated products, the ones a grouped product is sold as (SPEC §3 "Product link:
 * link_type (associated)", §5 "Grouped products are expanded to associated products"). Links of other types and
 * entries that are not links are left out. An empty list for a grouped product is the SPEC §5 error "Product with
 * type grouped has no product_links set!", which each caller raises in its own way.
 *
 * @example
 * associatedLinks(kit).map((link) => link.linked_product_sku); // ['VANNE-50', 'RACCORD-50']
 */
export function associatedLinks<L extends ProductLinkLike>(product: {
  readonly product_links?: readonly L[] | null;
}): L[] {
  return (product.product_links ?? []).filter(
    (link): link is L => typeof link === 'object' && link !== null && link.link_type === 'associated',
  );
}
