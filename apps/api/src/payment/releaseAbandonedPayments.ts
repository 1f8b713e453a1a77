import type { CommerceContext } from '../commerce/CommerceContext';
import { settlePayment } from './settlePayment';

/**
 * Cancels the orders whose card payment was opened more than `paymentTimeoutMinutes` ago and never
 * confirmed (the shopper left the provider's page), giving their stock and coupon back — as a refused
 * payment would. Run before each order is placed, so stock held by abandoned payments is sold again.
 * Returns how many it released.
 * @example
 * await releaseAbandonedPayments(context);
 */
export async function releaseAbandonedPayments(context: CommerceContext): Promise<number> {
  const before = new Date(context.settings.now().getTime() - context.settings.paymentTimeoutMinutes * 60_000);
  const abandoned = await context.db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.id', 'payments.provider', 'payments.amount', 'payments.currency', 'orders.increment_id'])
    .where('payments.status', '=', 'pending')
    .where('payments.created_at', '<', before)
    .orderBy('payments.created_at')
    .limit(50)
    .execute();
  let released = 0;
  for (const payment of abandoned) {
    const outcome = await settlePayment(context, payment.provider, {
      sessionId: payment.id,
      orderNumber: payment.increment_id,
      status: 'failed',
      amount: payment.amount,
      currency: payment.currency,
    });
    if (outcome === 'failed') released += 1;
  }
  return released;
}
