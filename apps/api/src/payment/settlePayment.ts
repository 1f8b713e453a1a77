import type { CommerceContext } from '../commerce/CommerceContext';
import { CommerceError } from '../platform/CommerceError';
import { notifyStockChanged } from '../search/searchBackends';
import { returnStock } from '../stock/returnStock';
import type { PaymentNotification } from './CardPaymentProvider';

/**
 * Applies a verified provider notification: `paid` marks the payment paid and the order `processing`;
 * `failed` marks it failed, cancels the order, gives its stock back and frees its coupon. The amount
 * and currency must be the order's (else refused and logged). A notification for a payment already settled
 * changes nothing (providers repeat notifications), and neither does one for an order no longer waiting for its
 * payment (cancelled, released or closed): a late or out-of-order notification never marks such an order paid.
 * @example
 * await settlePayment(context, 'systempay', notification);
 */
export async function settlePayment(
  context: CommerceContext,
  providerCode: string,
  notification: PaymentNotification,
): Promise<'paid' | 'failed' | 'unchanged'> {
  const now = context.settings.now();
  const outcome = await context.db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select([
        'payments.id',
        'payments.status',
        'payments.amount',
        'payments.currency',
        'payments.order_id',
        'orders.increment_id',
        'orders.status as order_status',
      ])
      .where('payments.id', '=', notification.sessionId)
      .where('payments.provider', '=', providerCode)
      .forUpdate()
      .executeTakeFirst();
    if (!payment || payment.increment_id !== notification.orderNumber) {
      throw new CommerceError(404, 'No such payment session.', 'PAYMENT_NOT_FOUND');
    }
    if (payment.amount !== notification.amount || payment.currency !== notification.currency) {
      console.error(
        `Payment ${payment.id} of order ${payment.increment_id}: a ${notification.status} notification for ${notification.amount} ${notification.currency} was refused, the order is due ${payment.amount} ${payment.currency}.`,
      );
      throw new CommerceError(409, 'The notified amount is not the order total.', 'PAYMENT_AMOUNT_MISMATCH');
    }
    if (payment.status !== 'pending') {
      if (payment.status === 'failed' && notification.status === 'paid') {
        // The provider took the money after the shop gave up on the session (abandoned, or paid again
        // elsewhere): the order is not paid twice, but the merchant must refund or reconcile it.
        console.error(
          `Payment ${payment.id} of order ${payment.increment_id} was notified paid after it had failed: refund it or reconcile it by hand.`,
        );
      }
      return { status: 'unchanged' as const, skus: [] as string[] };
    }
    if (payment.order_status !== 'pending_payment') {
      // A late or out-of-order notification: the order left the wait for its payment (cancelled, released or
      // closed) while this session was open. It is not paid, nor cancelled twice: the merchant reconciles it.
      console.error(
        `Payment ${payment.id} of order ${payment.increment_id} was notified ${notification.status} while the order is ${payment.order_status}: left unchanged${notification.status === 'paid' ? ', refund it or reconcile it by hand' : ''}.`,
      );
      return { status: 'unchanged' as const, skus: [] as string[] };
    }
    await trx
      .updateTable('payments')
      .set({ status: notification.status, notified_at: now, updated_at: now })
      .where('id', '=', payment.id)
      .execute();
    if (notification.status === 'paid') {
      await trx
        .updateTable('orders')
        .set({ status: 'processing', state: 'processing', updated_at: now })
        .where('id', '=', payment.order_id)
        .execute();
      return { status: 'paid' as const, skus: [] as string[] };
    }
    await trx
      .updateTable('orders')
      .set({ status: 'canceled', state: 'canceled', updated_at: now })
      .where('id', '=', payment.order_id)
      .execute();
    const items = await trx
      .selectFrom('order_items')
      .select('stock_moves')
      .where('order_id', '=', payment.order_id)
      .execute();
    const moves = items.flatMap((item) => item.stock_moves);
    await returnStock(trx, moves, now);
    await trx
      .updateTable('coupons')
      .set({ used_at: null, used_by_order_id: null })
      .where('used_by_order_id', '=', payment.order_id)
      .execute();
    return { status: 'failed' as const, skus: [...new Set(moves.map((move) => move.sku))] };
  });
  if (outcome.skus.length > 0) {
    void notifyStockChanged(context.database, outcome.skus).catch((error: unknown) => {
      console.error('Search index stock update failed:', error);
    });
  }
  return outcome.status;
}
