import { sellerTextValues, type WithdrawalReceipt, type WithdrawalSubmitRequest } from '@citerne/core-api/contract';
import type { CommerceContext } from '../commerce/CommerceContext';
import { CommerceError } from '../platform/CommerceError';
import { loadWithdrawableOrder } from './loadWithdrawableOrder';
import { openWithdrawalOrder, type WithdrawalCaller, type WithdrawalKeys } from './openWithdrawalOrder';
import { withdrawalAcknowledgementMail } from './withdrawalAcknowledgementMail';

/** Days to send the goods back (art. L221-23) and to refund (art. L221-24). */
const RETURN_DAYS = 14;
const REFUND_DAYS = 14;

const REFUSALS = {
  'made-to-measure': 'Goods made to your specifications cannot be withdrawn (art. L221-28 3° Code de la consommation).',
  'already-withdrawn': 'This line has already been withdrawn.',
  'period-over': 'The withdrawal period of this order is over.',
} as const;

/**
 * `POST /api/ext/withdrawal` (art. L221-18 ff., Article 11a of the Consumer Rights Directive): checks everything again
 * under the order's lock, records the withdrawal with its date and time, and enqueues at once the acknowledgement to
 * the shopper and its copy to the shop's mailbox.
 * @example
 * const receipt = await submitWithdrawal(context, keys, body, caller);
 */
export async function submitWithdrawal(
  context: CommerceContext,
  keys: WithdrawalKeys,
  body: WithdrawalSubmitRequest,
  caller: WithdrawalCaller,
): Promise<WithdrawalReceipt> {
  const { db, settings } = context;
  const seller = settings.seller;
  const text = sellerTextValues(seller);
  const receipt = await db.transaction().execute(async (trx) => {
    const order = await openWithdrawalOrder(trx, keys, body, caller, { lock: true });
    const view = await loadWithdrawableOrder(trx, order, caller.now);
    if (!view.period.open) throw new CommerceError(409, REFUSALS['period-over'], 'WITHDRAWAL_PERIOD_OVER');
    const seen = new Set<number>();
    const lines: WithdrawalReceipt['lines'] = [];
    for (const wanted of body.lines) {
      const line = view.lines.find((candidate) => candidate.itemId === wanted.itemId);
      if (line === undefined || seen.has(wanted.itemId)) {
        throw new CommerceError(400, 'Unknown or repeated order line.', 'WITHDRAWAL_LINE_UNKNOWN');
      }
      seen.add(wanted.itemId);
      if (line.refusal !== null) {
        throw new CommerceError(409, REFUSALS[line.refusal], 'WITHDRAWAL_LINE_REFUSED', { itemId: line.itemId });
      }
      if (wanted.qty > line.qtyWithdrawable) {
        throw new CommerceError(
          409,
          `At most ${line.qtyWithdrawable} of ${line.name} can be withdrawn.`,
          'WITHDRAWAL_LINE_REFUSED',
          {
            itemId: line.itemId,
          },
        );
      }
      lines.push({ itemId: line.itemId, sku: line.sku, name: line.name, qty: wanted.qty });
    }
    const inserted = await trx
      .insertInto('withdrawals')
      .values({ order_id: order.id, name: body.name, email: body.email, created_at: caller.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('withdrawal_lines')
      .values(lines.map((line) => ({ withdrawal_id: inserted.id, order_item_id: line.itemId, qty: line.qty })))
      .execute();
    const result: WithdrawalReceipt = {
      id: inserted.id,
      orderNumber: order.increment_id,
      requestedAt: caller.now.toISOString(),
      name: body.name,
      email: body.email,
      lines,
      returnAddress: `${seller.companyName}, ${text.address}`,
      returnDays: RETURN_DAYS,
      refundDays: REFUND_DAYS,
    };
    // The acknowledgement goes out with the withdrawal's own transaction: recorded means mailed.
    await context.outbox.enqueue(trx, withdrawalAcknowledgementMail(seller, result));
    await context.outbox.enqueue(
      trx,
      withdrawalAcknowledgementMail(seller, result, { shopAddress: settings.mail.shopAddress }),
    );
    return result;
  });
  void context.outbox.deliver();
  return receipt;
}
