import { contactCall } from '@citerne/core-api/contract';
import type { Hono } from 'hono';
import type { ApiEnv } from '../http/apiEnv';
import { mountCall } from '../http/mountCall';
import type { RouteContext } from '../http/RouteContext';
import { readClientAddress } from '../http/readClientAddress';
import { CommerceError } from '../platform/CommerceError';

/** The answer shown to the shopper after sending the contact form (SPEC §8 "Contact form"). */
export const CONTACT_SENT = 'Votre message a bien été envoyé. Nous vous répondrons au plus vite.';

/**
 * Mounts `POST /api/ext/contact` (SPEC §7 "Contact"): the platform stores the message and mails it to the shop's
 * mailbox (reply-to the sender); the answer has `message`. Limited per client address (the contact limiter) so the
 * form cannot be used to flood the shop.
 * @example
 * mountContactRoutes(app, routes);
 */
export function mountContactRoutes(app: Hono<ApiEnv>, { platform, settings, contactLimiter }: RouteContext): void {
  mountCall(app, contactCall, async ({ c, body }) => {
    const now = settings.now().getTime();
    const address = readClientAddress(c, settings.trustProxy);
    if (await contactLimiter.check('contact', address, now)) {
      throw new CommerceError(429, 'Too many messages sent. Please try again later.', 'TOO_MANY_ATTEMPTS');
    }
    await contactLimiter.record('contact', address, now);
    await platform.mail.contact(body);
    return { result: { message: CONTACT_SENT } };
  });
}
