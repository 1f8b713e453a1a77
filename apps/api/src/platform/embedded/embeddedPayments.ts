import type { CommerceContext } from '../../commerce/CommerceContext';
import { settlePayment } from '../../payment/settlePayment';
import { CommerceError } from '../CommerceError';
import type { PaymentPlatform } from '../PaymentPlatform';

/**
 * The card payments of the embedded platform: the providers of the commerce settings, sessions in `payments`.
 * @example
 * const payments = embeddedPayments(context);
 */
export function embeddedPayments(context: CommerceContext): PaymentPlatform {
  const { db } = context;
  return {
    provider: (code) => context.paymentProviders.get(code),

    async session(provider, sessionId) {
      const row = await db
        .selectFrom('payments')
        .innerJoin('orders', 'orders.id', 'payments.order_id')
        .select([
          'payments.id',
          'payments.status',
          'payments.amount',
          'payments.currency',
          'payments.redirect_form',
          'orders.increment_id',
          'orders.access_key',
        ])
        .where('payments.id', '=', sessionId)
        .where('payments.provider', '=', provider.code)
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        status: row.status,
        amount: row.amount,
        currency: row.currency,
        form: row.redirect_form,
        orderNumber: row.increment_id,
        accessKey: row.access_key,
      };
    },

    async settle(provider, { reference, ...notification }) {
      const session = await db
        .selectFrom('payments')
        .innerJoin('orders', 'orders.id', 'payments.order_id')
        .select('payments.id')
        .where('payments.provider', '=', provider.code)
        .where('payments.reference', '=', reference)
        .where('orders.increment_id', '=', notification.orderNumber)
        .orderBy('payments.attempt', 'desc')
        .executeTakeFirst();
      if (!session) throw new CommerceError(404, 'No such payment session.', 'PAYMENT_NOT_FOUND');
      return settlePayment(context, provider.code, { sessionId: session.id, ...notification });
    },
  };
}
