import type { PricingConfig } from '../config/PricingConfig.js';
import { resolvePricingConfig } from '../config/resolvePricingConfig.js';
import { readNow } from '../dates/readNow.js';
import { readShopDate } from '../dates/readShopDate.js';
import { PricingError } from '../errors/PricingError.js';
import { fromCents } from '../money/fromCents.js';
import { readAmount } from '../money/readAmount.js';
import type { PriceHistoryEntry } from './PriceHistoryEntry.js';

// The function's result type lives beside it (a separate `AnnouncedReduction.ts` would differ only in case).
/** A reduction the shop may announce (art. L112-1-1 Code de la consommation), with its reference price. */
export interface AnnouncedReduction {
  /** Price charged now, euros. */
  readonly price: number;
  /** The lowest price charged during the 30 days before the reduction started, euros: the price to strike through. */
  readonly referencePrice: number;
  /** Whole percent off the reference price, rounded down so a reduction is never overstated. */
  readonly percent: number;
  /** When the reduction started (epoch ms): the first step of a progressive reduction. */
  readonly startedAt: number;
}

/** The reference period of art. L112-1-1: the 30 days before the reduction. */
export const REFERENCE_PERIOD_DAYS = 30;
const DAY_MS = 86_400_000;

interface Step {
  readonly cents: number;
  readonly from: number;
}

/** The history as steps in time order, equal neighbours merged, nothing after `now`. */
function readSteps(history: readonly PriceHistoryEntry[], now: number, timeZone: string): Step[] {
  if (!Array.isArray(history)) throw new PricingError('invalid_input', 'history', 'history must be an array');
  const read = history.map((entry, index) => {
    if (typeof entry !== 'object' || entry === null) {
      throw new PricingError('invalid_input', `history[${index}]`, `history[${index}] must be an object`);
    }
    const cents = readAmount(entry.price, `history[${index}].price`);
    const from = readShopDate(entry.from, `history[${index}].from`, timeZone);
    if (cents === null || from === null) {
      throw new PricingError('invalid_input', `history[${index}]`, `history[${index}] needs a price and a from date`);
    }
    return { cents, from: from.start, index };
  });
  // Two changes at the same instant: the one recorded last is the one that was charged.
  const ordered = read.filter((step) => step.from <= now).sort((a, b) => a.from - b.from || a.index - b.index);
  const steps: Step[] = [];
  for (const step of ordered) {
    const last = steps.at(-1);
    if (last && last.from === step.from) steps[steps.length - 1] = { cents: step.cents, from: step.from };
    else if (!last || last.cents !== step.cents) steps.push({ cents: step.cents, from: step.from });
  }
  // Merging same-instant changes can leave equal neighbours: one more pass keeps each price change once.
  return steps.filter((step, index) => index === 0 || steps[index - 1]?.cents !== step.cents);
}

/**
 * The reduction a product may announce at `now` under art. L112-1-1 of the Code de la consommation (the Omnibus
 * directive, 2019/2161): a price that went down may be shown as a reduction only against the lowest price charged
 * during the 30 days before the reduction started. A progressive reduction (successive drops, no rise in between, each
 * intermediate step shorter than the 30-day period) keeps the reference of its first step. Returns null when the current price is not a reduction — it did not
 * go down, or the reference is not above it (a price raised just before a "sale" announces nothing).
 *
 * @param history - every price change of the product (for one variant, store view and customer group), any order.
 * @param now - the instant of the page, a `Date` or epoch ms.
 * @param config - for the time zone of dates written without an offset; default {@link defaultPricingConfig}.
 * @throws {@link PricingError} for a negative or malformed price or an unreadable date.
 *
 * @example
 * ```ts
 * import { announcedReduction } from '@citerne/pricing';
 *
 * const history = [
 *   { price: 499, from: '2026-01-01' },
 *   { price: 449, from: '2026-03-01' }, // −10 %
 *   { price: 399, from: '2026-03-10' }, // a second step of the same sale, nine days later
 * ];
 * announcedReduction(history, new Date('2026-03-12T10:00:00Z'));
 * // { price: 399, referencePrice: 499, percent: 20, startedAt: … 1 March }
 * announcedReduction([{ price: 399, from: '2026-01-01' }, { price: 499, from: '2026-02-25' },
 *   { price: 399, from: '2026-03-01' }], new Date('2026-03-12T10:00:00Z')); // null: 399 was charged in the 30 days
 * ```
 */
export function announcedReduction(
  history: readonly PriceHistoryEntry[],
  now: Date | number,
  config?: PricingConfig,
): AnnouncedReduction | null {
  const { timeZone } = resolvePricingConfig(config);
  const at = readNow(now, 'now');
  const steps = readSteps(history, at, timeZone);
  const current = steps.at(-1);
  if (!current) return null;
  // Walk back through the drops that lead to the current price: the sale started with the first of them. A reduced
  // step that lasted the whole reference period ends the walk: it was then the only price of the 30 days before the
  // next drop, so a new campaign started there (an "uninterrupted" campaign cannot hide an old permanent price cut).
  const last = steps.length - 1;
  let first = last;
  const lasted = (index: number) => (steps[index + 1]?.from ?? at) - (steps[index]?.from ?? at);
  while (
    first > 0 &&
    (steps[first - 1]?.cents ?? 0) > (steps[first]?.cents ?? 0) &&
    (first === last || lasted(first) < REFERENCE_PERIOD_DAYS * DAY_MS)
  ) {
    first -= 1;
  }
  if (first === last) return null;
  const start = steps[first + 1]?.from ?? current.from;
  const windowStart = start - REFERENCE_PERIOD_DAYS * DAY_MS;
  // Every price charged during [start − 30 days, start): the one in force at the window's start, and each change in it.
  let reference = Number.POSITIVE_INFINITY;
  steps.forEach((step, index) => {
    const until = steps[index + 1]?.from ?? Number.POSITIVE_INFINITY;
    if (step.from < start && until > windowStart) reference = Math.min(reference, step.cents);
  });
  if (!(reference > current.cents)) return null;
  const percent = Math.floor(((reference - current.cents) * 100) / reference);
  return { price: fromCents(current.cents), referencePrice: fromCents(reference), percent, startedAt: start };
}
