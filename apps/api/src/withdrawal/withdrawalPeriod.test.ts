import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWithinWithdrawalPeriod, withdrawalPeriod } from './withdrawalPeriod';

const informed = { deliveredAt: null, deliveryDays: null, informed: true };

describe('withdrawalPeriod', () => {
  it('counts fourteen Paris days from the order date when no delivery date is known', () => {
    // Ordered Monday 2 June 2025 at noon in Paris: the 14th day after is Monday 16 June.
    const period = withdrawalPeriod({ ...informed, orderedAt: new Date('2025-06-02T10:00:00Z') });
    expect(period).toMatchObject({ basis: 'order', startsOn: '2025-06-02', lastDay: '2025-06-16', extended: false });
    // The day ends at midnight Paris time (UTC+2 in summer).
    expect(period.endsAt.toISOString()).toBe('2025-06-16T22:00:00.000Z');
  });

  it('takes the Paris date of a late-evening order', () => {
    // 23:30 UTC on 1 June is 01:30 on 2 June in Paris.
    expect(withdrawalPeriod({ ...informed, orderedAt: new Date('2025-06-01T23:30:00Z') }).startsOn).toBe('2025-06-02');
  });

  it('runs to the Monday when the last day is a Saturday or a Sunday', () => {
    // Ordered Saturday 1 February 2025: the 14th day is Saturday 15 February → Monday 17 February (UTC+1 in winter).
    const period = withdrawalPeriod({ ...informed, orderedAt: new Date('2025-02-01T10:00:00Z') });
    expect(period.lastDay).toBe('2025-02-17');
    expect(period.endsAt.toISOString()).toBe('2025-02-17T23:00:00.000Z');
  });

  it('prefers the delivery date, then the order date plus the delivery time', () => {
    const orderedAt = new Date('2025-06-02T10:00:00Z');
    expect(
      withdrawalPeriod({ ...informed, orderedAt, deliveredAt: new Date('2025-06-05T10:00:00Z'), deliveryDays: 2 }),
    ).toMatchObject({ basis: 'delivery', startsOn: '2025-06-05', lastDay: '2025-06-19' });
    expect(withdrawalPeriod({ ...informed, orderedAt, deliveryDays: 3 })).toMatchObject({
      basis: 'estimated-delivery',
      startsOn: '2025-06-05',
    });
  });

  it('extends the period by twelve months when the shopper was not informed (art. L221-20)', () => {
    const period = withdrawalPeriod({ ...informed, informed: false, orderedAt: new Date('2025-06-02T10:00:00Z') });
    // 16 June 2026 is a Tuesday.
    expect(period).toMatchObject({ lastDay: '2026-06-16', extended: true });
  });

  it('is open before the end of the last day and closed from its end', () => {
    const period = withdrawalPeriod({ ...informed, orderedAt: new Date('2025-06-02T10:00:00Z') });
    expect(isWithinWithdrawalPeriod(period, new Date('2025-06-16T21:59:59.999Z'))).toBe(true);
    expect(isWithinWithdrawalPeriod(period, new Date('2025-06-16T22:00:00.000Z'))).toBe(false);
  });

  const orderDates = fc.date({
    min: new Date('2020-01-01T00:00:00Z'),
    max: new Date('2035-12-31T00:00:00Z'),
    noInvalidDate: true,
  });

  it('never gives less than fourteen full days nor more than seventeen (property)', () => {
    fc.assert(
      fc.property(orderDates, (orderedAt) => {
        const period = withdrawalPeriod({ ...informed, orderedAt });
        const calendarDays = (Date.parse(period.lastDay) - Date.parse(period.startsOn)) / 86_400_000;
        expect(calendarDays).toBeGreaterThanOrEqual(14);
        expect(calendarDays).toBeLessThanOrEqual(16);
        // In real time: fourteen days at least, less the hour a spring clock change may take.
        const days = (period.endsAt.getTime() - orderedAt.getTime()) / 86_400_000;
        expect(days).toBeGreaterThan(14 - 1 / 24);
        expect(days).toBeLessThan(17.1);
        expect([1, 2, 3, 4, 5]).toContain(new Date(`${period.lastDay}T00:00:00Z`).getUTCDay());
      }),
    );
  });

  it('an uninformed shopper always has at least a year more than an informed one (property)', () => {
    fc.assert(
      fc.property(orderDates, fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }), (orderedAt, deliveryDays) => {
        const base = withdrawalPeriod({ orderedAt, deliveredAt: null, deliveryDays, informed: true });
        const extended = withdrawalPeriod({ orderedAt, deliveredAt: null, deliveryDays, informed: false });
        expect(extended.endsAt.getTime() - base.endsAt.getTime()).toBeGreaterThanOrEqual(362 * 86_400_000);
        expect(extended.startsOn).toBe(base.startsOn);
      }),
    );
  });
});
