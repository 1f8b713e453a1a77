import type { RetryPaymentResult } from '@citerne/core-api/contract';
import type { CommerceContext } from '../commerce/CommerceContext';
import { bankTransferInstructions } from '../payment/bankTransferInstructions';
import { openPaymentSession } from '../payment/openPaymentSession';
import { BANK_TRANSFER, paymentMethodsFor } from '../payment/paymentMethodsFor';
import { settlePayment } from '../payment/settlePayment';
import { CommerceError } from '../platform/CommerceError';
import { notifyStockChanged } from '../search/searchBackends';
import { takeStock } from '../stock/takeStock';
import type { OrderRow } from './openOrder';

/** The answer of pay again (the contract's `RetryPaymentResult`). */
export type RetriedPayment = RetryPaymentResult & { paymentMethod: string; paymentRedirectUrl: string | null };

const lastPaymentOf = (db: CommerceContext['db'], orderId: number) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('attempt', 'desc')
    .limit(1)
    .executeTakeFirst();

/**
 * `POST /api/order/{orderNumber}/payment`: pays again an order whose last card payment failed — refused
 * or cancelled at the provider (the order was cancelled, its stock and coupon given back), or abandoned
 * (still open after `paymentTimeoutMinutes`: it is failed first, as `releaseAbandonedPayments` would).
 * In one transaction, under the order's row lock: the method must be one `paymentMethodsFor` offers the
 * order (as when placing it); the stock is taken again (409 "Some ordered products not available") and
 * the coupon spent again (409 "Incorrect coupon code" when it is no longer usable); the order goes back
 * to `pending_payment` with a new provider session (card) or to `pending` (offline method).
 * A paid order is never paid again (409). Sent again while the new session is open, or after an offline
 * method was chosen, it answers the same result and changes nothing, so a double submit opens one session.
 * @example
 * const { paymentRedirectUrl } = await retryPayment(context, order, 'payplug');
 */
export async function retryPayment(
  context: CommerceContext,
  order: OrderRow,
  methodCode: string,
): Promise<RetriedPayment> {
  const { settings } = context;
  const stale = await lastPaymentOf(context.db, order.id);
  const timeout = settings.paymentTimeoutMinutes * 60_000;
  if (stale?.status === 'pending' && stale.created_at.getTime() < settings.now().getTime() - timeout) {
    await settlePayment(context, stale.provider, {
      sessionId: stale.id,
      orderNumber: order.increment_id,
      status: 'failed',
      amount: stale.amount,
      currency: stale.currency,
    });
  }
  const outcome = await context.db.transaction().execute(async (trx) => {
    const now = settings.now();
    const current = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const last = await lastPaymentOf(trx, current.id);
    const answer = (status: string, paymentMethod: string, paymentRedirectUrl: string | null, skus: string[] = []) => ({
      result: {
        orderNumber: current.increment_id,
        status,
        paymentMethod,
        paymentRedirectUrl,
        ...(paymentMethod === BANK_TRANSFER
          ? { paymentInstructions: bankTransferInstructions(settings, current.increment_id) }
          : {}),
      },
      skus,
    });
    const method = paymentMethodsFor(settings, current.shipping_address === null).find((m) => m.code === methodCode);
    if (!method) {
      throw new CommerceError(
        400,
        `Payment method ${methodCode} is not available for this order.`,
        'PAYMENT_METHOD_INVALID',
      );
    }
    if (current.status === 'processing' || last?.status === 'paid') {
      throw new CommerceError(409, 'This order is already paid: it cannot be paid again.', 'ORDER_PAID');
    }
    if (last?.status === 'pending') {
      if (current.status === 'pending_payment' && last.provider === method.code && last.redirect_url !== null) {
        return answer('pending_payment', last.provider, last.redirect_url);
      }
      throw new CommerceError(
        409,
        'A payment of this order is already open: finish it on the payment page, or wait until it fails.',
        'PAYMENT_IN_PROGRESS',
      );
    }
    if (current.status === 'pending' && last?.status === 'failed' && current.payment_method === method.code) {
      return answer('pending', method.code, null);
    }
    if (current.status !== 'canceled' || last?.status !== 'failed') {
      throw new CommerceError(
        409,
        'Only an order whose card payment failed can be paid again.',
        'PAYMENT_NOT_RETRYABLE',
      );
    }
    // SPEC §9 makes every method free; a method with a fee would change a total already confirmed by mail.
    if ((method.cost_incl_tax ?? 0) !== 0) {
      throw new CommerceError(
        409,
        `Payment method ${method.code} has a fee this order does not include: order again to use it.`,
        'PAYMENT_METHOD_FEE',
      );
    }
    const items = await trx
      .selectFrom('order_items')
      .select('stock_moves')
      .where('order_id', '=', current.id)
      .execute();
    const moves = items.flatMap((item) => item.stock_moves);
    await takeStock(trx, moves, now);
    if (current.coupon_code !== null) {
      const spent = await trx
        .updateTable('coupons')
        .set({ used_at: now, used_by_order_id: current.id })
        .where('code', '=', current.coupon_code)
        .where((eb) => eb.or([eb('single_use', '=', false), eb('used_at', 'is', null)]))
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) === 0) throw new CommerceError(409, 'Incorrect coupon code', 'COUPON_INVALID');
    }
    const provider = context.paymentProviders.get(method.code);
    const status = provider ? 'pending_payment' : 'pending';
    await trx
      .updateTable('orders')
      .set({ status, state: provider ? 'pending_payment' : 'new', payment_method: method.code, updated_at: now })
      .where('id', '=', current.id)
      .execute();
    const redirectUrl = provider
      ? await openPaymentSession(trx, context, provider, {
          id: current.id,
          orderNumber: current.increment_id,
          accessKey: current.access_key,
          amount: current.grand_total,
          currency: current.currency,
          email: current.customer_email,
          billingAddress: current.billing_address,
          shippingAddress: current.shipping_address,
          attempt: last.attempt + 1,
        })
      : null;
    return answer(status, method.code, redirectUrl, [...new Set(moves.map((move) => move.sku))]);
  });
  if (outcome.skus.length > 0) {
    // The search index's in-stock filters follow the stock just taken again.
    void notifyStockChanged(context.database, outcome.skus).catch((error: unknown) => {
      console.error('Search index stock update failed:', error);
    });
  }
  return outcome.result;
}
