import { PricingError } from '../errors/PricingError.js';
import type { ShopDate } from './ShopDate.js';
import { zonedTimeToEpoch } from './zonedTimeToEpoch.js';

const pattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/;

const cache = new Map<string, ShopDate>();
const CACHE_LIMIT = 10_000;

/**
 * Reads a catalogue date (`special_from_date`, `special_to_date`, a refresh time):
 * `null`, `undefined` or `''` give `null` (open end); a `Date` or epoch ms is an instant; an ISO 8601 string with an
 * offset or `Z` is an instant; `YYYY-MM-DD` or Magento's `YYYY-MM-DD HH:mm:ss` without offset is a wall-clock time of
 * the shop's `timeZone`. A date at midnight or without a time covers its whole day when it ends a period.
 */
export function readShopDate(value: unknown, path: string, timeZone: string): ShopDate | null {
  if (value === undefined || value === null || value === '') return null;
  if (value instanceof Date) return instant(checked(value.getTime(), path, value));
  if (typeof value === 'number') return instant(checked(value, path, value));
  if (typeof value !== 'string') throw invalid(path, value);
  const key = `${timeZone}|${value}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const parsed = parse(value.trim(), path, timeZone);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, parsed);
  return parsed;
}

function parse(text: string, path: string, timeZone: string): ShopDate {
  const match = pattern.exec(text);
  if (match === null) throw invalid(path, text);
  const [, y, mo, d, h, mi, s, fraction, offset] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h ?? 0);
  const minute = Number(mi ?? 0);
  const second = Number(s ?? 0);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    throw invalid(path, text);
  }
  const wholeDay = hour === 0 && minute === 0 && second === 0 && Number(fraction ?? 0) === 0;
  if (offset !== undefined) {
    const start = checked(Date.parse(text.replace(' ', 'T').replace(/\s+/g, '')), path, text);
    return { start, end: wholeDay ? start + DAY : start };
  }
  const start =
    zonedTimeToEpoch(year, month, day, hour, minute, second, timeZone) +
    Number((fraction ?? '0').padEnd(3, '0').slice(0, 3));
  if (!wholeDay) return instant(start);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  const end = zonedTimeToEpoch(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), 0, 0, 0, timeZone);
  return { start, end };
}

const DAY = 86_400_000;

function instant(at: number): ShopDate {
  return { start: at, end: at };
}

function checked(at: number, path: string, value: unknown): number {
  if (!Number.isFinite(at)) throw invalid(path, value);
  return at;
}

function invalid(path: string, value: unknown): PricingError {
  const shown = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return new PricingError('invalid_date', path, `${path} must be a date such as "2025-07-01 00:00:00" (got ${shown})`);
}
