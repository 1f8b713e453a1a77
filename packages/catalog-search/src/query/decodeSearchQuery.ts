import type { CatalogSearchConfig } from '../config/CatalogSearchConfig';
import { defaultCatalogSearchConfig } from '../config/defaultCatalogSearchConfig';
import { type ParsedSearchQuery, parseSearchQuery } from './parseSearchQuery';

type Params = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

const topLevel = new Set([
  'type',
  'request',
  'q',
  'start',
  'size',
  'sort',
  'includeFields',
  'excludeFields',
  'storeCode',
  'token',
  'groupId',
]);
const requestKeys = new Set(['text', 'filters', 'aggregations', 'scope']);

class DecodeError extends Error {}

function entries(params: Params): [string, string][] {
  if (params instanceof URLSearchParams) return [...params.entries()];
  return Object.entries(params).flatMap(([key, value]) =>
    value === undefined ? [] : typeof value === 'string' ? [[key, value]] : value.map((item) => [key, item]),
  ) as [string, string][];
}

function list(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

function integer(raw: string, key: string): number {
  if (!/^\s*-?\d{1,9}\s*$/.test(raw)) throw new DecodeError(`${key}: must be a whole number (got "${raw}")`);
  return Number(raw);
}

function readRequest(raw: string): Record<string, unknown> {
  if (raw.length > 8192) throw new DecodeError('request: the search request is too long (8192 characters at most)');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new DecodeError('request: must be JSON (a search query object)');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new DecodeError('request: must be a JSON object');
  }
  for (const key of Object.keys(parsed)) {
    if (!requestKeys.has(key)) {
      throw new DecodeError(`request: unknown field "${key}" (allowed: ${[...requestKeys].join(', ')})`);
    }
  }
  return parsed as Record<string, unknown>;
}

function decodeEntries(pairs: [string, string][]): Record<string, unknown> {
  const seen = new Set<string>();
  const query: Record<string, unknown> = {};
  for (const [key, value] of pairs) {
    if (!topLevel.has(key)) throw new DecodeError(`unknown query parameter "${key}"`);
    if (seen.has(key)) throw new DecodeError(`${key}: given more than once`);
    seen.add(key);
    switch (key) {
      case 'request':
        Object.assign(query, readRequest(value));
        break;
      case 'start':
      case 'size':
        query[key] = integer(value, key);
        break;
      case 'sort': {
        const [field = '', order = 'asc', extra] = value.trim().split(':');
        if (extra !== undefined) throw new DecodeError(`sort: "${value}" is not field:asc or field:desc`);
        query.sort = { field, order };
        break;
      }
      case 'includeFields':
        query.include = list(value);
        break;
      case 'excludeFields':
        query.exclude = list(value);
        break;
      case 'storeCode':
        query.store = value.trim();
        break;
      case 'type':
        query.type = value;
        break;
      default:
        // q, token and groupId are read after the loop, or by the API (token, groupId).
        break;
    }
  }
  const q = pairs.find(([key]) => key === 'q')?.[1];
  if (q !== undefined) {
    if (query.text !== undefined) throw new DecodeError('q: give the search text in q or in request.text, not both');
    query.text = q;
  }
  return query;
}

/**
 * Reads a catalogue query from the query string of `GET /api/catalog` (the format {@link encodeSearchQuery} writes,
 * which is the contract's `catalogSearchCall` query) and validates it:
 * - `type`: entity type (default `product`);
 * - `request`: JSON object with `text`, `filters`, `aggregations`, `scope`;
 * - `q`: shorthand for `request.text` (handy with curl);
 * - `start`, `size`: whole numbers (SPEC §5 paging rules apply);
 * - `sort`: `field:asc` or `field:desc`;
 * - `includeFields`, `excludeFields`: comma lists of field paths;
 * - `storeCode`, `token`, `groupId`: accepted (read by the API, not part of the query).
 * Each parameter appears once; unknown parameters and unknown request fields are refused.
 *
 * @example
 * const parsed = decodeSearchQuery(new URLSearchParams('q=reserve+incendie&size=18&sort=price:asc'));
 * if (parsed.success) parsed.query.text; // 'reserve incendie'
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
