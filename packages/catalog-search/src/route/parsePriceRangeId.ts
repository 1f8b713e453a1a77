import type { SearchRange } from '../query/SearchQuery';

/**
 * Reads a price range id of the route query (`50-100`, `150-`, `-50`) as a range; `null` when it is not one.
 *
 * @example
 * parsePriceRangeId('150-'); // { from: 150 }
 * parsePriceRangeId('abc'); // null
 */
export function parsePriceRangeId(id: string): SearchRange | null {
  const match = /^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/.exec(id.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const from = match[1] === undefined ? undefined : Number(match[1]);
  const to = match[2] === undefined ? undefined : Number(match[2]);
  if (from !== undefined && to !== undefined && from >= to) return null;
  return { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
}
