import { type Kysely, sql } from 'kysely';
import type { CommerceContext } from '../commerce/CommerceContext';
import { randomToken } from '../commerce/randomToken';
import type { Database, StoredAddress } from '../db/schema';
import type { CardPaymentProvider } from './CardPaymentProvider';
import { paymentReturnUrls } from './paymentReturnUrls';

/** The order a payment session is opened for. */
export interface SessionOrder {
  readonly id: number;
  readonly orderNumber: string;
  readonly accessKey: string;
  /** Euro cents. */
  readonly amount: number;
  readonly currency: string;
  readonly email: string;
  readonly billingAddress: StoredAddress;
  readonly shippingAddress: StoredAddress | null;
  /** 1 when the order is placed, then one more each time it is paid again. */
  readonly attempt: number;
}

/**
 * Opens a card payment session for an order inside the caller's transaction and records it
 * (`payments`, status `pending`, with the page the shopper is sent to); answers that page's URL. The
 * provider is asked within the transaction, so an order never exists without its session and a
 * provider that fails leaves nothing behind (the transaction rolls back).
 * @example
 * const redirectUrl = await openPaymentSession(trx, context, provider, { id, orderNumber, …, attempt: 1 });
 */
export async function openPaymentSession(
  trx: Kysely<Database>,
  context: CommerceContext,
  provider: CardPaymentProvider,
  order: SessionOrder,
): Promise<string> {
  const now = context.settings.now();
  const sessionId = randomToken();
  const { next } = await sql<{ next: string }>`select nextval('payment_sessions') as next`
    .execute(trx)
    .then((result) => result.rows[0] ?? { next: '0' });
  const session = await provider.createSession({
    sessionId,
    sessionNumber: Number(next),
    orderNumber: order.orderNumber,
    amount: order.amount,
    currency: order.currency,
    email: order.email,
    billingAddress: order.billingAddress,
    shippingAddress: order.shippingAddress,
    returnUrls: paymentReturnUrls(context.settings.storefrontUrl, order.orderNumber, order.accessKey),
    now,
  });
  await trx
    .insertInto('payments')
    .values({
      id: sessionId,
      order_id: order.id,
      provider: provider.code,
      amount: order.amount,
      currency: order.currency,
      status: 'pending',
      attempt: order.attempt,
      redirect_url: session.redirectUrl,
      reference: session.reference,
      redirect_form: session.form === null ? null : JSON.stringify(session.form),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return session.redirectUrl;
}
