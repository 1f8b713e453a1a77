/** A stock record as the commerce platform keeps it (SPEC §3 "Stock record"). */
export interface StockRecord {
  readonly sku: string;
  readonly qty: number | null;
  readonly is_in_stock: boolean;
  readonly manage_stock?: boolean;
}

type Doc = Record<string, unknown>;

/** The raw catalogue documents the index is built from (database rows' `doc`, plus reviews and stock). */
export interface CatalogDocuments {
  readonly products: readonly Doc[];
  readonly categories: readonly Doc[];
  readonly attributes: readonly Doc[];
  readonly taxRules: readonly Doc[];
  readonly cmsPages: readonly Doc[];
  readonly cmsBlocks: readonly Doc[];
  readonly cmsHierarchy: readonly Doc[];
  readonly reviews: readonly Doc[];
  /** Recorded regular price changes by sku (art. L112-1-1 reference prices); none recorded: the current price. */
  readonly priceHistory?: ReadonlyMap<string, readonly { readonly price: number; readonly from: number }[]>;
  /** Current stock by sku, when the commerce platform keeps it apart from the product documents. */
  readonly stock?: ReadonlyMap<string, StockRecord>;
}
