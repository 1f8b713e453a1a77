import { newsletterStatusCall, newsletterSubscribeCall, newsletterUnsubscribeCall } from '@citerne/core-api/contract';
import type { Hono } from 'hono';
import type { CommerceContext } from '../commerce/CommerceContext';
import { authenticate } from '../customer/authenticate';
import { requireCustomer } from '../customer/requireCustomer';
import type { ApiEnv } from '../http/apiEnv';
import { mountCall } from '../http/mountCall';
import { CommerceError } from '../platform/CommerceError';
import { subscribeToNewsletter } from './subscribeToNewsletter';

/**
 * Mounts the newsletter calls (SPEC §7) at `/api/ext/newsletter/subscribe`: `GET ?email=` (the
 * logged-in customer's own status only: SPEC §4 loads it for logged-in users, and it must not reveal
 * who else subscribed), `POST { customerEmail }` and `DELETE { email }` (idempotent; with a token,
 * only the customer's own address).
 * @example
 * mountNewsletterRoutes(app, context);
 */
export function mountNewsletterRoutes(app: Hono<ApiEnv>, context: CommerceContext): void {
  const { db, settings } = context;
  const notYours = () => new CommerceError(403, 'You can only manage your own newsletter subscription.', 'FORBIDDEN');

  mountCall(app, newsletterStatusCall, async ({ query, token }) => {
    const customer = await requireCustomer(context, token);
    if (customer.email.toLowerCase() !== query.email) throw notYours();
    const row = await db
      .selectFrom('newsletter_subscribers')
      .select('status')
      .where('email', '=', query.email)
      .executeTakeFirst();
    return { result: row?.status ?? 'unsubscribed' };
  });

  mountCall(app, newsletterSubscribeCall, async ({ body, token }) => {
    await authenticate(context, token);
    await subscribeToNewsletter(context, body.customerEmail);
    return { result: 'subscribed' as const };
  });

  mountCall(app, newsletterUnsubscribeCall, async ({ body, token }) => {
    const customer = await authenticate(context, token);
    if (customer !== null && customer.email.toLowerCase() !== body.email) throw notYours();
    const now = settings.now();
    await db
      .updateTable('newsletter_subscribers')
      .set({ status: 'unsubscribed', unsubscribed_at: now, updated_at: now })
      .where('email', '=', body.email)
      .where('status', '=', 'subscribed')
      .execute();
    return { result: 'unsubscribed' as const };
  });
}
