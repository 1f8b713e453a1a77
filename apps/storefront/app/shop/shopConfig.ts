/**
 * The storefront's part of the store configuration (SPEC §9 "Page sizes", "Search", "Timing and UI").
 * Catalogue rules (sorts, filters, price ranges, visitor filters) live in `@citerne/catalog-search`'s config.
 */
export const shopConfig = Object.freeze({
  /** SPEC §9 "Product list 50". */
  productListSize: 50,
  /** SPEC §9 "search page sizes 16 and 18": 16 on phones and tablets (4 × 4), 18 on desktops (6 × 3). */
  searchPageSizes: Object.freeze({ narrow: 16, wide: 18 }),
  /** SPEC §9 "homepage lists 8". */
  homeListSize: 8,
  relatedProductCount: 4,
  /** Debounce of the search panel (the SPEC names none; 300 ms keeps typing smooth). */
  searchDebounceMs: 300,
  /** SPEC §9 "Search: minimum text length 3". */
  searchMinLength: 3,
  /** SPEC §9 "Search: client timeout 5000 ms". */
  searchTimeoutMs: 5000,
  /** SPEC §5 "Category id below the root id fails at once". */
  rootCategoryId: 2,
  /** SPEC §4 "Out-of-stock products are listed … by default configuration". */
  listOutOfStockProducts: true,
  /** SPEC §9 "Notification time-to-live 5000 ms". */
  notificationTtlMs: 5000,
  // SPEC §9 "Free shipping … from 200 euros incl. tax" is the API's configuration (`useFreeShippingFrom`), not here.
});
