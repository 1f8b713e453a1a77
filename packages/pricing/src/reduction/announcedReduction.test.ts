import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PricingError } from '../errors/PricingError.js';
import { configurePropertyRuns } from '../propertyRuns.fixture.js';
import { announcedReduction, REFERENCE_PERIOD_DAYS } from './announcedReduction.js';
import type { PriceHistoryEntry } from './PriceHistoryEntry.js';

const DAY = 86_400_000;
const t0 = Date.UTC(2026, 0, 1, 12);
const day = (n: number) => t0 + n * DAY;

configurePropertyRuns();

describe('announcedReduction', () => {
  it('strikes through the lowest price of the 30 days before the sale and rounds the percentage down', () => {
    const history = [
      { price: 520, from: day(0) },
      { price: 499, from: day(20) },
      { price: 449, from: day(60) },
    ];
    // 520 → 499 on day 20 is not part of the sale: 499 held for 40 days. In the 30 days before day 60 only 499 was
    // charged: −10,02 % announced as 10 %.
    expect(announcedReduction(history, day(65))).toEqual({
      price: 449,
      referencePrice: 499,
      percent: 10,
      startedAt: day(60),
    });
  });

  it('counts the price in force when the window opened', () => {
    const history = [
      { price: 480, from: day(0) },
      { price: 520, from: day(50) },
      { price: 449, from: day(60) },
    ];
    // Window: days 30 to 60; 480 was charged until day 50, so it is the reference, not 520.
    expect(announcedReduction(history, day(61))?.referencePrice).toBe(480);
  });

  it('announces nothing when the price was raised just before the sale to its sale price', () => {
    const history = [
      { price: 399, from: day(0) },
      { price: 499, from: day(55) },
      { price: 399, from: day(60) },
    ];
    expect(announcedReduction(history, day(61))).toBeNull();
  });

  it('keeps the reference of the first step of a progressive reduction', () => {
    const history = [
      { price: 499, from: day(0) },
      { price: 449, from: day(40) },
      { price: 399, from: day(60) },
    ];
    // The second step's own 30 days hold 449 and 499, but the sale began on day 40: its reference is 499.
    expect(announcedReduction(history, day(80))).toMatchObject({
      referencePrice: 499,
      percent: 20,
      startedAt: day(40),
    });
    // A step that held 30 days or more is a price of its own: the next drop starts a new campaign.
    const restarted = [...history.slice(0, 2), { price: 399, from: day(70) }];
    expect(announcedReduction(restarted, day(80))).toMatchObject({
      referencePrice: 449,
      percent: 11,
      startedAt: day(70),
    });
  });

  it('announces nothing without a drop, and a rise ends the sale', () => {
    expect(announcedReduction([{ price: 499, from: day(0) }], day(5))).toBeNull();
    expect(announcedReduction([], day(5))).toBeNull();
    const ended = [
      { price: 499, from: day(0) },
      { price: 399, from: day(40) },
      { price: 449, from: day(50) },
    ];
    expect(announcedReduction(ended, day(51))).toBeNull();
  });

  it('ignores changes that have not started yet and reads dates in the shop time zone', () => {
    const history = [
      { price: 499, from: '2026-01-01' },
      { price: 399, from: '2026-03-01' },
    ];
    expect(announcedReduction(history, new Date('2026-02-28T22:59:00Z'))).toBeNull();
    // Midnight in Paris is 23:00 UTC the day before in winter.
    expect(announcedReduction(history, new Date('2026-02-28T23:00:00Z'))?.referencePrice).toBe(499);
  });

  it('refuses malformed histories', () => {
    expect(() => announcedReduction([{ price: -1, from: day(0) }], day(1))).toThrow(PricingError);
    expect(() => announcedReduction([{ price: 10, from: 'not a date' }], day(1))).toThrow(PricingError);
    expect(() => announcedReduction('nope' as never, day(1))).toThrow(PricingError);
  });
});

describe('announcedReduction properties', () => {
  const cents = fc.integer({ min: 100, max: 200_000 });
  const historyArb = fc
    .array(fc.record({ cents, gapDays: fc.integer({ min: 1, max: 45 }) }), { minLength: 1, maxLength: 12 })
    .map((steps) => {
      let at = t0;
      return steps.map(({ cents: value, gapDays }) => {
        at += gapDays * DAY;
        return { price: value / 100, from: at } satisfies PriceHistoryEntry;
      });
    });

  /** The prices charged at some instant of [from, to). */
  const chargedDuring = (history: readonly PriceHistoryEntry[], from: number, to: number) =>
    history
      .filter((entry, index) => {
        const until = (history[index + 1]?.from as number | undefined) ?? Number.POSITIVE_INFINITY;
        return (entry.from as number) < to && until > from;
      })
      .map((entry) => entry.price);

  it('the reference was charged in the 30 days before the sale, is the lowest there, and is above the price', () => {
    fc.assert(
      fc.property(historyArb, fc.integer({ min: 0, max: 20 }), (history, extraDays) => {
        const now = (history.at(-1)?.from as number) + extraDays * DAY;
        const reduction = announcedReduction(history, now);
        if (!reduction) return;
        const charged = chargedDuring(history, reduction.startedAt - REFERENCE_PERIOD_DAYS * DAY, reduction.startedAt);
        expect(charged).toContain(reduction.referencePrice);
        expect(Math.min(...charged)).toBe(reduction.referencePrice);
        expect(reduction.referencePrice).toBeGreaterThan(reduction.price);
        expect(reduction.price).toBe(history.at(-1)?.price);
      }),
    );
  });

  it('never overstates the percentage', () => {
    fc.assert(
      fc.property(historyArb, (history) => {
        const reduction = announcedReduction(history, history.at(-1)?.from as number);
        if (!reduction) return;
        const exact = ((reduction.referencePrice - reduction.price) / reduction.referencePrice) * 100;
        expect(reduction.percent).toBeLessThanOrEqual(exact + 1e-9);
        expect(reduction.percent).toBeGreaterThan(exact - 1);
      }),
    );
  });

  it('a further drop within the reference period keeps the reference of the first step', () => {
    fc.assert(
      fc.property(
        historyArb,
        fc.integer({ min: 1, max: REFERENCE_PERIOD_DAYS - 1 }),
        fc.integer({ min: 1, max: 99 }),
        (history, gap, cut) => {
          const last = history.at(-1);
          if (!last) return;
          const before = announcedReduction(history, last.from as number);
          const lower = Math.floor(last.price * (100 - cut)) / 100;
          if (!before || lower <= 0 || lower >= last.price) return;
          const after = announcedReduction(
            [...history, { price: lower, from: (last.from as number) + gap * DAY }],
            Date.UTC(2100, 0, 1),
          );
          expect(after?.referencePrice).toBe(before.referencePrice);
          expect(after?.startedAt).toBe(before.startedAt);
        },
      ),
    );
  });

  it('does not depend on the order the changes are listed in', () => {
    fc.assert(
      fc.property(historyArb, (history) => {
        const now = history.at(-1)?.from as number;
        expect(announcedReduction([...history].reverse(), now)).toEqual(announcedReduction(history, now));
      }),
    );
  });
});
