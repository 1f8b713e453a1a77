import { describe, expect, it } from 'vitest';
import { announcedReduction } from './announcedReduction.js';
import { priceTimeline } from './priceTimeline.js';

const at = (iso: string) => new Date(iso).getTime();

describe('priceTimeline', () => {
  it('lays the special price over the regular price inside its dates, the to-date included', () => {
    const timeline = priceTimeline(
      { price: 724.17, special_price: 637.27, special_from_date: '2026-09-01', special_to_date: '2026-09-30' },
      [{ price: 724.17, from: '2026-01-05' }],
    );
    expect(timeline).toEqual([
      { price: 724.17, from: at('2026-01-04T23:00:00Z') },
      { price: 637.27, from: at('2026-08-31T22:00:00Z') },
      { price: 724.17, from: at('2026-09-30T22:00:00Z') },
    ]);
  });

  it('takes the current price as always charged when nothing was recorded', () => {
    expect(priceTimeline({ price: 99 })).toEqual([{ price: 99, from: 0 }]);
    const sale = priceTimeline({ price: 99, special_price: 79, special_from_date: '2026-03-01' });
    expect(announcedReduction(sale, at('2026-03-10T12:00:00Z'))).toMatchObject({ referencePrice: 99, percent: 20 });
  });

  it('shows no reduction for a price raised just before its sale (art. L112-1-1)', () => {
    const timeline = priceTimeline({ price: 65.83, special_price: 57.5, special_from_date: '2026-10-01' }, [
      { price: 57.5, from: '2026-01-01' },
      { price: 65.83, from: '2026-09-15' },
    ]);
    expect(announcedReduction(timeline, at('2026-10-10T12:00:00Z'))).toBeNull();
  });

  it('ignores a special price that is not below the regular price at the time', () => {
    const timeline = priceTimeline({ price: 50, special_price: 60, special_from_date: '2026-01-01' }, [
      { price: 50, from: '2025-01-01' },
    ]);
    expect(timeline.every((step) => step.price === 50)).toBe(true);
  });
});
