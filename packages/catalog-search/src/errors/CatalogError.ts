/** What went wrong, for code that reacts to it (the message is for people). */
export type CatalogErrorCode =
  | 'product_status'
  | 'product_visibility'
  | 'no_parent_sku'
  | 'category_not_found'
  | 'category_below_root'
  | 'cms_not_found'
  | 'no_variants'
  | 'product_link_not_found'
  | 'grouped_without_links';

/**
 * A catalogue rule refused a load; the message is one of the texts of SPEC §8 ({@link catalogMessages}).
 *
 * @example
 * try { checkCategoryId(1, 2); } catch (error) { if (error instanceof CatalogError) console.log(error.code); }
 */
export class CatalogError extends Error {
  override name = 'CatalogError';
  constructor(
    readonly code: CatalogErrorCode,
    message: string,
  ) {
    super(message);
  }
}
