import type { SearchFilter, SearchQueryInput } from './SearchQuery';

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The `request` JSON of a query: text, filters (in a stable order), aggregations and scope. */
function requestOf(query: SearchQueryInput): Record<string, unknown> | undefined {
  const request: Record<string, unknown> = {};
  const text = query.text?.trim();
  if (text) request.text = text;
  if (query.filters && query.filters.length > 0) {
    request.filters = [...(query.filters as SearchFilter[])].sort(
      (a, b) => compare(a.field, b.field) || compare(a.kind, b.kind),
    );
  }
  if (query.aggregations && query.aggregations.length > 0) request.aggregations = [...query.aggregations];
  if (query.scope !== undefined && query.scope !== 'search') request.scope = query.scope;
  return Object.keys(request).length > 0 ? request : undefined;
}

/**
 * The query of the contract's `catalogSearchCall` for a {@link SearchQueryInput}: what the `@citerne/core-api`
 * catalogue client takes (`request` is the JSON part).
 *
 * @example
 * const input = toCatalogSearchInput({ text: 'citerne', size: 18 });
 * const result = await client.catalog.search(input);
 */
export function toCatalogSearchInput(query: SearchQueryInput) {
  const request = requestOf(query);
  return {
    type: query.type ?? 'product',
    ...(request ? { request } : {}),
    ...(query.start !== undefined ? { start: query.start } : {}),
    ...(query.size !== undefined ? { size: query.size } : {}),
    ...(query.sort !== undefined ? { sort: `${query.sort.field}:${query.sort.order}` } : {}),
    ...(query.include !== undefined ? { includeFields: [...query.include] } : {}),
    ...(query.exclude !== undefined ? { excludeFields: [...query.exclude] } : {}),
  };
}

/**
 * Writes a catalogue query as the query string of `GET /api/catalog`, in a stable order (filters sorted by field)
 * so equal queries give equal URLs and share one CDN cache entry. {@link decodeSearchQuery} reads it back.
 *
 * @example
 * encodeSearchQuery({ text: 'citerne', size: 18 });
 * // 'request=%7B%22text%22%3A%22citerne%22%7D&size=18'
 */
export function encodeSearchQuery(query: SearchQueryInput): string {
  const input = toCatalogSearchInput(query);
  const pairs: [string, string][] = [];
  if (input.type !== 'product') pairs.push(['type', input.type]);
  if ('request' in input) pairs.push(['request', JSON.stringify(input.request)]);
  if (input.start !== undefined && input.start !== 0) pairs.push(['start', String(input.start)]);
  if (input.size !== undefined) pairs.push(['size', String(input.size)]);
  if (input.sort !== undefined) pairs.push(['sort', input.sort]);
  if (input.includeFields !== undefined) pairs.push(['includeFields', input.includeFields.join(',')]);
  if (input.excludeFields !== undefined) pairs.push(['excludeFields', input.excludeFields.join(',')]);
  if (query.store !== undefined) pairs.push(['storeCode', query.store]);
  pairs.sort(([a], [b]) => compare(a, b));
  return new URLSearchParams(pairs).toString();
}
