import type { WithdrawalReceipt, WithdrawalSubmitRequest } from '@citerne/core-api/contract';
import type { CommerceContext } from '../commerce/CommerceContext';
import { acceptWithdrawalLines } from './acceptWithdrawalLines';
import { acknowledgeWithdrawal } from './acknowledgeWithdrawal';
import { loadWithdrawableOrder } from './loadWithdrawableOrder';
import { openWithdrawalOrder } from './openWithdrawalOrder';
import type { WithdrawalCaller, WithdrawalKeys } from './openWithdrawalOrderFrom';

/**
 * `POST /api/ext/withdrawal` (art. L221-18 ff., Article 11a of the Consumer Rights Directive) for an order of the
 * shop's own database: checks everything again under the order's row lock, records the withdrawal with its date and
 * time, and enqueues at once the acknowledgement to the shopper and its copy to the shop's mailbox.
 * @example
 * const receipt = await submitWithdrawal(context, keys, body, caller);
 */
export async function submitWithdrawal(
  context: CommerceContext,
  keys: WithdrawalKeys,
  body: WithdrawalSubmitRequest,
  caller: WithdrawalCaller,
): Promise<WithdrawalReceipt> {
  const receipt = await context.db.transaction().execute(async (trx) => {
    const order = await openWithdrawalOrder(trx, keys, body, caller, { lock: true });
    const lines = acceptWithdrawalLines(await loadWithdrawableOrder(trx, order, caller.now), body.lines);
    const inserted = await trx
      .insertInto('withdrawals')
      .values({ order_id: order.id, name: body.name, email: body.email, created_at: caller.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('withdrawal_lines')
      .values(lines.map((line) => ({ withdrawal_id: inserted.id, order_item_id: line.itemId, qty: line.qty })))
      .execute();
    return acknowledgeWithdrawal(context, trx, {
      id: inserted.id,
      orderNumber: order.increment_id,
      requestedAt: caller.now,
      name: body.name,
      email: body.email,
      lines,
    });
  });
  void context.outbox.deliver();
  return receipt;
}
