/** Why a line cannot be withdrawn (or no more of it). */
export type WithdrawalRefusal = 'made-to-measure' | 'already-withdrawn' | 'period-over';

/** One ordered line as the withdrawal rules see it. */
export interface WithdrawalLineFacts {
  readonly qtyOrdered: number;
  /** The quantity already withdrawn by earlier withdrawals. */
  readonly qtyWithdrawn: number;
  /** Goods made to the shopper's specifications (the catalogue's `made_to_measure`). */
  readonly madeToMeasure: boolean;
}

/** How much of a line can still be withdrawn, or why none can. */
export interface LineWithdrawability {
  readonly qtyWithdrawable: number;
  readonly refusal: WithdrawalRefusal | null;
}

/**
 * How much of an ordered line can be withdrawn: none of goods made to measure (excluded by art. L221-28 3°), none
 * once the period is over, and never more than what was ordered minus what earlier withdrawals took back.
 * @example
 * lineWithdrawability({ qtyOrdered: 2, qtyWithdrawn: 1, madeToMeasure: false }, true); // { qtyWithdrawable: 1, refusal: null }
 */
export function lineWithdrawability(line: WithdrawalLineFacts, periodOpen: boolean): LineWithdrawability {
  if (line.madeToMeasure) return { qtyWithdrawable: 0, refusal: 'made-to-measure' };
  const left = Math.max(0, line.qtyOrdered - line.qtyWithdrawn);
  if (left === 0) return { qtyWithdrawable: 0, refusal: 'already-withdrawn' };
  if (!periodOpen) return { qtyWithdrawable: 0, refusal: 'period-over' };
  return { qtyWithdrawable: left, refusal: null };
}
