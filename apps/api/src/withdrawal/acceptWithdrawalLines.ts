import type { WithdrawableOrder, WithdrawalReceipt, WithdrawalSubmitRequest } from '@citerne/core-api/contract';
import { CommerceError } from '../platform/CommerceError';

const REFUSALS = {
  'made-to-measure': 'Goods made to your specifications cannot be withdrawn (art. L221-28 3° Code de la consommation).',
  'already-withdrawn': 'This line has already been withdrawn.',
  'period-over': 'The withdrawal period of this order is over.',
} as const;

/**
 * The lines a withdrawal takes back, checked against the order as `describeWithdrawableOrder` shows it (read under
 * the order's lock): 409 `WITHDRAWAL_PERIOD_OVER` once the period is over, 400 `WITHDRAWAL_LINE_UNKNOWN` for a line
 * not in the order or named twice, 409 `WITHDRAWAL_LINE_REFUSED` for a line that cannot be withdrawn (made to measure,
 * art. L221-28 3°; already withdrawn) or for more than is left of it.
 * @example
 * const lines = acceptWithdrawalLines(view, body.lines);
 */
export function acceptWithdrawalLines(
  view: WithdrawableOrder,
  wanted: WithdrawalSubmitRequest['lines'],
): WithdrawalReceipt['lines'] {
  if (!view.period.open) throw new CommerceError(409, REFUSALS['period-over'], 'WITHDRAWAL_PERIOD_OVER');
  const seen = new Set<number>();
  const lines: WithdrawalReceipt['lines'] = [];
  for (const { itemId, qty } of wanted) {
    const line = view.lines.find((candidate) => candidate.itemId === itemId);
    if (line === undefined || seen.has(itemId)) {
      throw new CommerceError(400, 'Unknown or repeated order line.', 'WITHDRAWAL_LINE_UNKNOWN');
    }
    seen.add(itemId);
    if (line.refusal !== null) {
      throw new CommerceError(409, REFUSALS[line.refusal], 'WITHDRAWAL_LINE_REFUSED', { itemId: line.itemId });
    }
    if (qty > line.qtyWithdrawable) {
      throw new CommerceError(
        409,
        `At most ${line.qtyWithdrawable} of ${line.name} can be withdrawn.`,
        'WITHDRAWAL_LINE_REFUSED',
        {
          itemId: line.itemId,
        },
      );
    }
    lines.push({ itemId: line.itemId, sku: line.sku, name: line.name, qty });
  }
  return lines;
}
