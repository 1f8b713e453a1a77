import type { CatalogSearchConfig, SearchQuery, SearchResult } from '@citerne/catalog-search';
import type { TaxRule } from '@citerne/pricing';
import type { UrlTarget } from '../urlMapping/mapUrl';

/**
 * The names `SEARCH` may take (ARCHITECTURE.md "Backends behind seams"): the embedded in-process index, the
 * shop's PostgreSQL server (`DATABASE_URL`; issue 23), or an Elasticsearch 8.x / OpenSearch 2.x cluster
 * (`SEARCH_URL`; issue 24).
 */
export const SEARCH_DRIVERS = ['embedded', 'postgres', 'elasticsearch', 'opensearch'] as const;

/** A search driver's name. */
export type SearchDriverName = (typeof SEARCH_DRIVERS)[number];

/** A catalogue document as served (the SPEC §3 entity). */
export type CatalogDocument = Record<string, unknown>;

/**
 * The search backend behind the catalogue read path (ARCHITECTURE.md "Backends behind seams"): products,
 * categories, attributes, CMS pages and blocks, reviews and tax rules, searched with a typed, validated
 * `SearchQuery` that each driver translates (the browser never sends raw engine queries). The HTTP layer
 * (`/api/catalog`, `/api/url`, `/api/ext/cms-data`, `/api/products/render-list`) talks to search only through this
 * interface; a driver passes `searchBackendContract` (`src/search/searchBackendContract.ts`). Drivers: `embedded`
 * (`EmbeddedSearchBackend`, an in-process index built from the database) and `postgres`
 * (`PostgresSearchBackend`, French full text in the PostgreSQL server, shared by every shop process).
 *
 * @example
 * const backend = await EmbeddedSearchBackend.open(database);
 * const result = await backend.search(query);
 * await backend.stockChanged(['CS-EP-10-VERT']); // after an order
 */
export interface SearchBackend {
  /** Which driver this is (`SEARCH`). */
  readonly driver: SearchDriverName;
  /** The catalogue rules of SPEC §5 and §9 the backend applies (page sizes, sorts, filters, search tuning). */
  readonly config: CatalogSearchConfig;
  /** Changes whenever what the backend serves changes: the base of catalogue ETags. */
  readonly revision: string;
  /**
   * Runs a validated query (an in-process driver may answer at once).
   * @throws SearchRequestError for a filter, sort or aggregation the entity type does not support (a 400).
   */
  search(query: SearchQuery): SearchResult | Promise<SearchResult>;
  /** What a shop path maps to (SPEC §7 "URL mapping"): a product, a category or an active CMS page, else null. */
  mapUrl(url: string): Promise<UrlTarget | null>;
  /** A CMS page or block by id or identifier (inactive ones included, with `active`), else null. */
  cmsDocument(type: 'cms_page' | 'cms_block', key: string): Promise<CatalogDocument | null>;
  /** The product documents of the given skus (visible or not) that exist, by sku. */
  productsBySku(skus: readonly string[]): Promise<ReadonlyMap<string, CatalogDocument>>;
  /** The tax rules served with the catalogue (prices per customer group are computed with them). */
  taxRules(): Promise<readonly TaxRule[]>;
  /** Reads the catalogue again (after a seed reload or any catalogue change). */
  refresh(): Promise<void>;
  /** Takes the current stock of some skus into the index (in-stock filters, served `stock`). */
  stockChanged(skus: readonly string[]): Promise<void>;
  /** Stops the backend's timers and connections. */
  close(): void;
}
