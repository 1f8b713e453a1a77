import type { PricingConfig } from '../config/PricingConfig.js';
import { resolvePricingConfig } from '../config/resolvePricingConfig.js';
import { readShopDate } from '../dates/readShopDate.js';
import { PricingError } from '../errors/PricingError.js';
import { fromCents } from '../money/fromCents.js';
import { readAmount } from '../money/readAmount.js';
import type { PriceSource } from '../product/PriceSource.js';
import type { PriceHistoryEntry } from './PriceHistoryEntry.js';

/**
 * Every price a product was charged over time, for {@link announcedReduction}: its recorded regular price changes
 * (the merchant editing `price`), with its special price laid over them inside its dates wherever it is lower
 * (SPEC §4 "Pricing": a special price applies only below the regular price and within its from/to dates, the to-date
 * including its whole day). Without recorded changes the current regular price is taken as always charged. Amounts
 * are in the catalogue's basis (excl. tax when catalogue prices are), like the input.
 *
 * @param product - the product's price fields as the catalogue stores them (not already priced).
 * @param regularHistory - the recorded regular price changes, any order.
 * @throws {@link PricingError} for a negative or malformed price or an unreadable date.
 *
 * @example
 * ```ts
 * import { announcedReduction, priceTimeline } from '@citerne/pricing';
 *
 * const tank = { price: 724.17, special_price: 637.27, special_from_date: '2026-09-01' };
 * const timeline = priceTimeline(tank, [{ price: 724.17, from: '2026-01-05' }]);
 * announcedReduction(timeline, new Date('2026-10-01T10:00:00Z'))?.referencePrice; // 724.17
 * ```
 */
export function priceTimeline(
  product: PriceSource,
  regularHistory: readonly PriceHistoryEntry[] = [],
  config?: PricingConfig,
): PriceHistoryEntry[] {
  if (typeof product !== 'object' || product === null) {
    throw new PricingError('invalid_input', 'product', 'product must be an object');
  }
  const { timeZone } = resolvePricingConfig(config);
  const regular = regularHistory
    .map((entry, index) => {
      const cents = readAmount(entry.price, `regularHistory[${index}].price`);
      const from = readShopDate(entry.from, `regularHistory[${index}].from`, timeZone);
      if (cents === null || from === null) {
        throw new PricingError('invalid_input', `regularHistory[${index}]`, 'a price change needs a price and a date');
      }
      return { cents, from: from.start, index };
    })
    .sort((a, b) => a.from - b.from || a.index - b.index);
  // Nothing recorded: the current regular price counts as charged since ever (the epoch).
  if (regular.length === 0) regular.push({ cents: readAmount(product.price, 'price') ?? 0, from: 0, index: 0 });
  const special = readAmount(product.special_price, 'special_price');
  const windowStart = readShopDate(product.special_from_date, 'special_from_date', timeZone)?.start;
  const windowEnd = readShopDate(product.special_to_date, 'special_to_date', timeZone)?.end;
  const start = windowStart ?? Number.NEGATIVE_INFINITY;
  const end = windowEnd ?? Number.POSITIVE_INFINITY;
  const regularAt = (time: number) => {
    let cents = regular[0]?.cents ?? 0;
    for (const step of regular) if (step.from <= time) cents = step.cents;
    return cents;
  };
  const chargedAt = (time: number) => {
    const base = regularAt(time);
    return special !== null && special > 0 && special < base && time >= start && time < end ? special : base;
  };
  const changes = new Set<number>(regular.map((step) => step.from));
  if (special !== null && special > 0) {
    if (Number.isFinite(start)) changes.add(start);
    if (Number.isFinite(end)) changes.add(end);
  }
  const first = regular[0]?.from ?? 0;
  return [...changes]
    .filter((at) => at >= first)
    .sort((a, b) => a - b)
    .map((at) => ({ price: fromCents(chargedAt(at)), from: at }));
}
