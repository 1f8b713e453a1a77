import { parseSearchQuery, type SearchQueryInput, toCatalogSearchInput } from '@citerne/catalog-search';
import type { ApiClient } from '@citerne/core-api';

/** Thrown when the storefront builds a catalogue query the SearchQuery model refuses (a bug, not a shopper error). */
export class CatalogQueryError extends Error {
  override name = 'CatalogQueryError';
}

/**
 * Runs a typed catalogue query (the SearchQuery model of `@citerne/catalog-search`) through the API client:
 * the query is validated and normalised first (SPEC §5 paging and text rules), items are checked against the
 * product schema by the client.
 *
 * @example
 * const { items, total } = await searchCatalog(client, { text: 'citerne', size: 16, scope: 'search' });
 */
export async function searchCatalog(client: ApiClient, query: SearchQueryInput, signal?: AbortSignal) {
  const parsed = parseSearchQuery({ type: 'product', ...query });
  if (!parsed.success) throw new CatalogQueryError(`Invalid catalogue query: ${parsed.message}`);
  const input = toCatalogSearchInput(parsed.query);
  return client.catalog.search({ ...input, type: 'product', ...(signal ? { signal } : {}) });
}
