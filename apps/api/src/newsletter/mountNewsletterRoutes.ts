import {
  newsletterStatusCall,
  newsletterSubscribeCall,
  newsletterUnsubscribeCall,
  newsletterUnsubscribeLinkCall,
} from '@citerne/core-api/contract';
import type { Hono } from 'hono';
import type { ApiEnv } from '../http/apiEnv';
import { authenticatedBy } from '../http/authenticatedBy';
import { mountCall } from '../http/mountCall';
import type { RouteContext } from '../http/RouteContext';
import { CommerceError } from '../platform/CommerceError';

/**
 * Mounts the newsletter calls (SPEC §7) at `/api/ext/newsletter/subscribe`: `GET ?email=` (the
 * logged-in customer's own status only: SPEC §4 loads it for logged-in users, and it must not reveal
 * who else subscribed), `POST { customerEmail }` and `DELETE { email }` (idempotent; the logged-in customer's own
 * address only, issue 19: knowing an address is not enough to unsubscribe it), and `POST /api/ext/newsletter/unsubscribe-link { linkToken }`: the signed link of
 * every newsletter e-mail (idempotent; 400 `INVALID_LINK` for a malformed, forged or revoked one).
 * @example
 * mountNewsletterRoutes(app, routes);
 */
export function mountNewsletterRoutes(app: Hono<ApiEnv>, { platform }: RouteContext): void {
  const { customers, newsletter } = platform;
  const notYours = () => new CommerceError(403, 'You can only manage your own newsletter subscription.', 'FORBIDDEN');

  const signedIn = authenticatedBy(platform);

  mountCall(
    app,
    newsletterStatusCall,
    async ({ query, customer }) => {
      if (customer.email.toLowerCase() !== query.email) throw notYours();
      return { result: await newsletter.status(query.email) };
    },
    signedIn,
  );

  mountCall(app, newsletterSubscribeCall, async ({ body, token }) => {
    await customers.authenticate(token);
    await newsletter.subscribe(body.customerEmail);
    return { result: 'subscribed' as const };
  });

  mountCall(
    app,
    newsletterUnsubscribeCall,
    async ({ body, customer }) => {
      if (customer.email.toLowerCase() !== body.email) throw notYours();
      await newsletter.unsubscribe(body.email);
      return { result: 'unsubscribed' as const };
    },
    signedIn,
  );

  mountCall(app, newsletterUnsubscribeLinkCall, async ({ body }) => {
    if (!(await newsletter.unsubscribeWithLink(body.linkToken))) {
      throw new CommerceError(400, 'This unsubscribe link is not valid.', 'INVALID_LINK');
    }
    return { result: 'unsubscribed' as const };
  });
}
