import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineWithdrawability } from './lineWithdrawability';

describe('lineWithdrawability', () => {
  it.each([
    [{ qtyOrdered: 2, qtyWithdrawn: 0, madeToMeasure: false }, true, { qtyWithdrawable: 2, refusal: null }],
    [{ qtyOrdered: 2, qtyWithdrawn: 1, madeToMeasure: false }, true, { qtyWithdrawable: 1, refusal: null }],
    [
      { qtyOrdered: 2, qtyWithdrawn: 2, madeToMeasure: false },
      true,
      { qtyWithdrawable: 0, refusal: 'already-withdrawn' },
    ],
    [{ qtyOrdered: 1, qtyWithdrawn: 0, madeToMeasure: true }, true, { qtyWithdrawable: 0, refusal: 'made-to-measure' }],
    [{ qtyOrdered: 1, qtyWithdrawn: 0, madeToMeasure: false }, false, { qtyWithdrawable: 0, refusal: 'period-over' }],
  ] as const)('%o (period open: %s) → %o', (line, open, expected) => {
    expect(lineWithdrawability(line, open)).toEqual(expected);
  });

  it('never offers more than what is left, and offers nothing of made-to-measure goods (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 60 }),
        fc.boolean(),
        fc.boolean(),
        (qtyOrdered, qtyWithdrawn, madeToMeasure, open) => {
          const { qtyWithdrawable, refusal } = lineWithdrawability({ qtyOrdered, qtyWithdrawn, madeToMeasure }, open);
          expect(qtyWithdrawable).toBeLessThanOrEqual(Math.max(0, qtyOrdered - qtyWithdrawn));
          expect(qtyWithdrawable === 0).toBe(refusal !== null);
          if (madeToMeasure) expect(refusal).toBe('made-to-measure');
        },
      ),
    );
  });
});
