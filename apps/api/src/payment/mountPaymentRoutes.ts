import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { CommerceContext } from '../commerce/CommerceContext';
import { CommerceError } from '../commerce/CommerceError';
import { answerError } from '../commerce/mountCall';
import type { ApiEnv } from '../http/apiEnv';
import { respond } from '../http/envelope';
import type { CardPaymentProvider } from './CardPaymentProvider';
import { paymentReturnUrls } from './paymentReturnUrls';
import { sandboxPage } from './sandboxPage';
import { settlePayment } from './settlePayment';

const SessionIdSchema = v.pipe(v.string(), v.regex(/^[\w-]{16,64}$/));
const DecisionSchema = v.object({ decision: v.picklist(['pay', 'decline', 'cancel']) });
const MAX_NOTIFICATION_BYTES = 16 * 1024;

const SECURITY_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Mounts the card payment flow (SPEC §7 "Payment redirects"):
 * - `POST /api/payment/notify/{provider}`: the provider's signed server-to-server notification,
 *   verified (signature, freshness, amount) before the order is marked paid or cancelled;
 * - `GET|POST /api/payment/sandbox/{provider}/{sessionId}`: the embedded sandbox provider's page; its
 *   decision (pay, decline, or cancel — a cancel is a decline) is notified like a real provider's, then
 *   the shopper returns to the storefront (`paymentReturnUrls`): `/checkout?order={orderNumber}&key=…`
 *   when paid, `/payment-fail/{orderNumber}?key=…` otherwise.
 * @example
 * mountPaymentRoutes(app, context);
 */
export function mountPaymentRoutes(app: Hono<ApiEnv>, context: CommerceContext): void {
  const providerOf = (c: Context) => {
    const provider = context.paymentProviders.get(c.req.param('provider') ?? '');
    if (!provider) throw new CommerceError(404, 'No such payment provider.', 'PROVIDER_NOT_FOUND');
    return provider;
  };
  const sessionOf = async (provider: CardPaymentProvider, c: Context) => {
    const sessionId = v.safeParse(SessionIdSchema, c.req.param('sessionId'));
    const session = sessionId.success
      ? await context.db
          .selectFrom('payments')
          .innerJoin('orders', 'orders.id', 'payments.order_id')
          .select([
            'payments.id',
            'payments.status',
            'payments.amount',
            'payments.currency',
            'orders.increment_id',
            'orders.access_key',
          ])
          .where('payments.id', '=', sessionId.output)
          .where('payments.provider', '=', provider.code)
          .executeTakeFirst()
      : undefined;
    if (!session) throw new CommerceError(404, 'No such payment session.', 'PAYMENT_NOT_FOUND');
    return session;
  };

  app.post('/api/payment/notify/:provider', async (c) => {
    try {
      const provider = providerOf(c);
      const raw = await c.req.text();
      if (raw.length > MAX_NOTIFICATION_BYTES) throw new CommerceError(413, 'Notification too large.');
      const notification = provider.verifyNotification(
        raw,
        c.req.header('x-payment-signature'),
        context.settings.now(),
      );
      if (!notification) throw new CommerceError(401, 'The notification signature is not valid.', 'SIGNATURE_INVALID');
      return respond(c, 200, await settlePayment(context, provider.code, notification));
    } catch (error) {
      return answerError(c, error);
    }
  });

  app.get('/api/payment/sandbox/:provider/:sessionId', async (c) => {
    try {
      const provider = providerOf(c);
      const session = await sessionOf(provider, c);
      return c.html(
        sandboxPage({
          providerTitle: provider.title,
          orderNumber: session.increment_id,
          amount: session.amount,
          action: c.req.path,
          settled: session.status === 'pending' ? null : session.status,
        }),
        200,
        SECURITY_HEADERS,
      );
    } catch (error) {
      return answerError(c, error);
    }
  });

  app.post('/api/payment/sandbox/:provider/:sessionId', async (c) => {
    try {
      const provider = providerOf(c);
      const session = await sessionOf(provider, c);
      const form = v.safeParse(DecisionSchema, await c.req.parseBody().catch(() => ({})));
      if (!form.success) throw new CommerceError(400, 'Choose to pay, to decline or to cancel.', 'INVALID_BODY');
      const urls = paymentReturnUrls(context.settings.storefrontUrl, session.increment_id, session.access_key);
      const returnTo = (paid: boolean) => c.redirect(paid ? urls.success : urls.failure, 303);
      // A session already settled is not notified again: the shopper goes where its outcome says.
      if (session.status !== 'pending') return returnTo(session.status === 'paid');
      const now = context.settings.now();
      const body = JSON.stringify({
        sessionId: session.id,
        orderNumber: session.increment_id,
        status: form.output.decision === 'pay' ? 'paid' : 'failed',
        amount: session.amount,
        currency: session.currency,
      });
      const answer = await context.dispatch(
        new Request(new URL(`/api/payment/notify/${provider.code}`, context.settings.publicUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-payment-signature': provider.signNotification(body, now) },
          body,
        }),
      );
      const settled = answer.ok ? ((await answer.json()) as { result?: unknown }).result : null;
      return returnTo(settled === 'paid');
    } catch (error) {
      return answerError(c, error);
    }
  });
}
