import type { CatalogSearchConfig } from '../config/CatalogSearchConfig';
import { defaultCatalogSearchConfig } from '../config/defaultCatalogSearchConfig';
import { type ParsedSearchQuery, parseSearchQuery } from './parseSearchQuery';

type Params = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

const single = ['type', 'q', 'scope', 'store', 'start', 'size', 'sort', 'aggs', 'include', 'exclude'] as const;

function entries(params: Params): [string, string][] {
  if (params instanceof URLSearchParams) return [...params.entries()];
  return Object.entries(params).flatMap(([key, value]) =>
    value === undefined ? [] : typeof value === 'string' ? [[key, value]] : value.map((item) => [key, item]),
  ) as [string, string][];
}

function typed(raw: string): string | number | boolean {
  if (/^-?\d{1,15}(?:\.\d+)?$/.test(raw)) return Number(raw);
  if (raw === 'true' || raw === 'false') return raw === 'true';
  return raw;
}

function list(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

function bound(raw: string, key: string): number | undefined {
  if (raw === '') return undefined;
  if (!/^-?\d+(?:\.\d+)?$/.test(raw)) throw new DecodeError(`${key}: "${raw}" is not a number`);
  return Number(raw);
}

class DecodeError extends Error {}

function integer(raw: string, key: string): number {
  if (!/^-?\d{1,9}$/.test(raw)) throw new DecodeError(`${key}: must be an integer (got "${raw}")`);
  return Number(raw);
}

function decodeEntries(pairs: [string, string][]): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  const filters: unknown[] = [];
  const seen = new Set<string>();
  for (const [key, value] of pairs) {
    if (seen.has(key)) throw new DecodeError(`${key}: given more than once (use a comma-separated list)`);
    seen.add(key);
    if (key.startsWith('filter.')) {
      const values = list(value).map(typed);
      const field = key.slice('filter.'.length);
      filters.push(values.length === 1 ? { kind: 'term', field, value: values[0] } : { kind: 'terms', field, values });
      continue;
    }
    if (key.startsWith('range.')) {
      const ranges = list(value).map((item) => {
        const match = /^([^.]*)\.\.([^.]*)$/.exec(item);
        if (!match) throw new DecodeError(`${key}: "${item}" is not a range such as 0..50, 150.. or ..50`);
        const from = bound(match[1] ?? '', key);
        const to = bound(match[2] ?? '', key);
        return { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
      });
      filters.push({ kind: 'range', field: key.slice('range.'.length), ranges });
      continue;
    }
    switch (key as (typeof single)[number]) {
      case 'type':
      case 'scope':
      case 'store':
        query[key] = value;
        break;
      case 'q':
        query.text = value;
        break;
      case 'start':
      case 'size':
        query[key] = integer(value, key);
        break;
      case 'sort': {
        const [field = '', order = 'asc', extra] = value.split(':');
        if (extra !== undefined) throw new DecodeError(`sort: "${value}" is not field:asc or field:desc`);
        query.sort = { field, order };
        break;
      }
      case 'aggs':
        query.aggregations = list(value);
        break;
      case 'include':
      case 'exclude':
        query[key] = list(value);
        break;
      default:
        throw new DecodeError(`unknown query parameter "${key}"`);
    }
  }
  query.filters = filters;
  return query;
}

/**
 * Reads a catalogue query from a URL query string (the format {@link encodeSearchQuery} writes) and validates it.
 * Parameters: `type`, `q` (text), `scope`, `store`, `start`, `size`, `sort` (`field:asc|desc`), `aggs`, `include`,
 * `exclude` (comma lists), `filter.<field>` (comma list: one value is a term, several any-of) and `range.<field>`
 * (comma list of `from..to`, either side open). Each parameter appears once; unknown ones are refused.
 *
 * @example
 * const parsed = decodeSearchQuery(new URLSearchParams('q=reserve+incendie&filter.color=49,50&range.price=0..50'));
 * if (parsed.success) parsed.query.filters.length; // 2
 */
export function decodeSearchQuery(
  params: Params,
  config: CatalogSearchConfig = defaultCatalogSearchConfig,
): ParsedSearchQuery {
  let input: Record<string, unknown>;
  try {
    input = decodeEntries(entries(params));
  } catch (error) {
    if (error instanceof DecodeError) return { success: false, message: error.message };
    throw error;
  }
  return parseSearchQuery(input, config);
}
