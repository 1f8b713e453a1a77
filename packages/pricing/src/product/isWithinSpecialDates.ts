import { readShopDate } from '../dates/readShopDate.js';
import type { PriceSource } from './PriceSource.js';

/**
 * SPEC §4 "Pricing": the special price window, open ends allowed. It starts at `special_from_date` and ends after
 * `special_to_date` (that whole day when written without a time of day, as Magento does).
 */
export function isWithinSpecialDates(source: PriceSource, now: number, timeZone: string, path: string): boolean {
  const from = readShopDate(source.special_from_date, `${path}special_from_date`, timeZone);
  if (from !== null && now < from.start) return false;
  const to = readShopDate(source.special_to_date, `${path}special_to_date`, timeZone);
  return to === null || now < to.end;
}
