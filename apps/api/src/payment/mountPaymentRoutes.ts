import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import type { ApiEnv } from '../http/apiEnv';
import { respond } from '../http/envelope';
import { answerError } from '../http/mountCall';
import type { RouteContext } from '../http/RouteContext';
import { readLimitedBody } from '../http/readLimitedBody';
import { CommerceError } from '../platform/CommerceError';
import type { CardPaymentProvider, NotificationCheck } from './CardPaymentProvider';
import type { SandboxPaymentProvider } from './createSandboxProvider';
import { paymentFormPage, SUBMIT_SCRIPT_HASH } from './paymentFormPage';
import { paymentReturnUrls } from './paymentReturnUrls';
import { sandboxPage } from './sandboxPage';

const SessionIdSchema = v.pipe(v.string(), v.regex(/^[\w-]{16,64}$/));
const DecisionSchema = v.object({ decision: v.picklist(['pay', 'decline', 'cancel']) });
const MAX_NOTIFICATION_BYTES = 16 * 1024;

const PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};
const SANDBOX_HEADERS = {
  ...PAGE_HEADERS,
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
};

const isSandbox = (provider: CardPaymentProvider): provider is SandboxPaymentProvider => provider.driver === 'sandbox';

/**
 * Mounts the card payment flow (SPEC §7 "Payment redirects"):
 * - `POST /api/payment/notify/{provider}`: the provider's server-to-server notification, verified by its
 *   driver (signature, or the provider's own answer for PayPlug) before `settlePayment` checks the amount
 *   and marks the order paid or cancelled; answered in the envelope, or in plain text for Systempay;
 * - `GET /api/payment/redirect/{provider}/{sessionId}`: for a provider reached by a form post
 *   (Systempay), the page posting the session's signed form to it (CSP: only its hashed script runs,
 *   the form may only go to the provider);
 * - `GET|POST /api/payment/sandbox/{provider}/{sessionId}`: the embedded sandbox provider's page; its
 *   decision (pay, decline, or cancel — a cancel is a decline) is notified like a real provider's, then
 *   the shopper returns to the storefront (`paymentReturnUrls`): `/checkout?order={orderNumber}&key=…`
 *   when paid, `/payment-fail/{orderNumber}?key=…` otherwise.
 * @example
 * mountPaymentRoutes(app, routes);
 */
export function mountPaymentRoutes(app: Hono<ApiEnv>, { platform, settings }: RouteContext): void {
  const { payments } = platform;
  const providerOf = (c: Context) => {
    const provider = payments.provider(c.req.param('provider') ?? '');
    if (!provider) throw new CommerceError(404, 'No such payment provider.', 'PROVIDER_NOT_FOUND');
    return provider;
  };
  const sessionOf = async (provider: CardPaymentProvider, c: Context) => {
    const sessionId = v.safeParse(SessionIdSchema, c.req.param('sessionId'));
    const session = sessionId.success ? await payments.session(provider, sessionId.output) : null;
    if (!session) throw new CommerceError(404, 'No such payment session.', 'PAYMENT_NOT_FOUND');
    return session;
  };
  const settle = async (provider: CardPaymentProvider, check: NotificationCheck) => {
    switch (check.verdict) {
      case 'invalid':
        throw new CommerceError(401, 'The notification could not be verified.', 'SIGNATURE_INVALID');
      case 'ignored':
        return 'unchanged' as const;
      case 'settle':
        return payments.settle(provider, check.notification);
      default:
        return check satisfies never;
    }
  };

  app.post('/api/payment/notify/:provider', async (c) => {
    let provider: CardPaymentProvider | undefined;
    try {
      provider = providerOf(c);
      const rawBody = await readLimitedBody(c, MAX_NOTIFICATION_BYTES);
      const check = await provider.checkNotification({ rawBody, header: (name) => c.req.header(name) }, settings.now());
      const outcome = await settle(provider, check);
      return provider.notificationAnswer === 'text' ? c.text(outcome, 200) : respond(c, 200, outcome);
    } catch (error) {
      if (provider?.notificationAnswer === 'text' && error instanceof CommerceError) {
        return c.text(error.message, error.status as ContentfulStatusCode);
      }
      return answerError(c, error);
    }
  });

  app.get('/api/payment/redirect/:provider/:sessionId', async (c) => {
    try {
      const provider = providerOf(c);
      const session = await sessionOf(provider, c);
      if (session.form === null) throw new CommerceError(404, 'No such payment session.', 'PAYMENT_NOT_FOUND');
      if (session.status !== 'pending') {
        const urls = paymentReturnUrls(settings.storefrontUrl, session.orderNumber, session.accessKey);
        return c.redirect(session.status === 'paid' ? urls.success : urls.failure, 303);
      }
      const target = new URL(session.form.action).origin;
      return c.html(paymentFormPage(provider.title, session.form), 200, {
        ...PAGE_HEADERS,
        'Content-Security-Policy': `default-src 'none'; script-src ${SUBMIT_SCRIPT_HASH}; style-src 'unsafe-inline'; form-action ${target}; frame-ancestors 'none'`,
      });
    } catch (error) {
      return answerError(c, error);
    }
  });

  const sandboxOf = (c: Context) => {
    const provider = providerOf(c);
    if (!isSandbox(provider)) throw new CommerceError(404, 'No such payment provider.', 'PROVIDER_NOT_FOUND');
    return provider;
  };

  app.get('/api/payment/sandbox/:provider/:sessionId', async (c) => {
    try {
      const provider = sandboxOf(c);
      const session = await sessionOf(provider, c);
      return c.html(
        sandboxPage({
          providerTitle: provider.title,
          orderNumber: session.orderNumber,
          amount: session.amount,
          action: c.req.path,
          settled: session.status === 'pending' ? null : session.status,
        }),
        200,
        SANDBOX_HEADERS,
      );
    } catch (error) {
      return answerError(c, error);
    }
  });

  app.post('/api/payment/sandbox/:provider/:sessionId', async (c) => {
    try {
      const provider = sandboxOf(c);
      const session = await sessionOf(provider, c);
      const form = v.safeParse(DecisionSchema, await c.req.parseBody().catch(() => ({})));
      if (!form.success) throw new CommerceError(400, 'Choose to pay, to decline or to cancel.', 'INVALID_BODY');
      const urls = paymentReturnUrls(settings.storefrontUrl, session.orderNumber, session.accessKey);
      const returnTo = (paid: boolean) => c.redirect(paid ? urls.success : urls.failure, 303);
      // A session already settled is not notified again: the shopper goes where its outcome says.
      if (session.status !== 'pending') return returnTo(session.status === 'paid');
      const now = settings.now();
      const body = JSON.stringify({
        sessionId: session.id,
        orderNumber: session.orderNumber,
        status: form.output.decision === 'pay' ? 'paid' : 'failed',
        amount: session.amount,
        currency: session.currency,
      });
      // The sandbox notifies like a real provider, through the API itself.
      const answer = await app.fetch(
        new Request(new URL(`/api/payment/notify/${provider.code}`, settings.publicUrl), {
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
