import type { CatalogSearchConfig } from '../config/CatalogSearchConfig';
import { defaultCatalogSearchConfig } from '../config/defaultCatalogSearchConfig';
import type { SearchFilter } from '../query/SearchQuery';
import type { SearchScope } from '../query/searchScopes';

/**
 * The filters every visitor's product query gets, whatever it asked (SPEC §5 "Catalogue searches require visibility
 * 2, 3 or 4 and status 0 or 1 (status 1 only for linked products). Visitor search filters: visibility 3 and 4 (mega
 * menu query uses 2, 3 and 4), status 0 and 1, and in-stock only when listing out-of-stock products is disabled").
 * A backend ANDs them with the query's own filters, so a client can narrow them but never widen them.
 *
 * @example
 * visitorFilters('search');
 * // [{ kind: 'terms', field: 'visibility', values: [3, 4] }, { kind: 'terms', field: 'status', values: [0, 1] }]
 */
export function visitorFilters(
  scope: SearchScope,
  config: CatalogSearchConfig = defaultCatalogSearchConfig,
): SearchFilter[] {
  const stock: SearchFilter[] = config.listOutOfStockProducts
    ? []
    : [{ kind: 'term', field: 'stock.is_in_stock', value: true }];
  switch (scope) {
    case 'search':
      return [
        { kind: 'terms', field: 'visibility', values: [3, 4] },
        { kind: 'terms', field: 'status', values: [0, 1] },
        ...stock,
      ];
    case 'catalog':
      return [
        { kind: 'terms', field: 'visibility', values: [2, 3, 4] },
        { kind: 'terms', field: 'status', values: [0, 1] },
        ...stock,
      ];
    case 'linked':
      return [{ kind: 'term', field: 'status', value: 1 }, ...stock];
    case 'lookup':
      return [];
    default:
      return scope satisfies never;
  }
}
