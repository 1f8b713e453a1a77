import type { SearchFilter, SearchQueryInput } from './SearchQuery';

function value(item: string | number | boolean): string {
  const text = String(item);
  if (text.includes(',')) throw new Error(`filter values cannot contain a comma: "${text}"`);
  return text;
}

function filterParam(filter: SearchFilter): [string, string] {
  switch (filter.kind) {
    case 'term':
      return [`filter.${filter.field}`, value(filter.value)];
    case 'terms':
      return [`filter.${filter.field}`, filter.values.map(value).join(',')];
    case 'range':
      return [`range.${filter.field}`, filter.ranges.map((r) => `${r.from ?? ''}..${r.to ?? ''}`).join(',')];
    default:
      return filter satisfies never;
  }
}

/**
 * Writes a catalogue query as the query string of `GET /api/catalog`, with parameters in a stable order so equal
 * queries give equal URLs (one CDN cache entry). {@link decodeSearchQuery} reads it back.
 * @throws Error when a filter value contains a comma (the list separator).
 *
 * @example
 * encodeSearchQuery({ text: 'citerne', filters: [{ kind: 'term', field: 'category_ids', value: 11 }], size: 18 });
 * // 'filter.category_ids=11&q=citerne&size=18'
 */
export function encodeSearchQuery(query: SearchQueryInput): string {
  const pairs: [string, string][] = [];
  if (query.type !== undefined && query.type !== 'product') pairs.push(['type', query.type]);
  if (query.text !== undefined && query.text.trim() !== '') pairs.push(['q', query.text.trim()]);
  if (query.scope !== undefined && query.scope !== 'search') pairs.push(['scope', query.scope]);
  if (query.store !== undefined) pairs.push(['store', query.store]);
  for (const filter of query.filters ?? []) pairs.push(filterParam(filter as SearchFilter));
  if (query.sort !== undefined) pairs.push(['sort', `${query.sort.field}:${query.sort.order}`]);
  if (query.start !== undefined && query.start !== 0) pairs.push(['start', String(query.start)]);
  if (query.size !== undefined) pairs.push(['size', String(query.size)]);
  if (query.aggregations !== undefined && query.aggregations.length > 0)
    pairs.push(['aggs', query.aggregations.join(',')]);
  if (query.include !== undefined) pairs.push(['include', query.include.join(',')]);
  if (query.exclude !== undefined) pairs.push(['exclude', query.exclude.join(',')]);
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(pairs).toString();
}
