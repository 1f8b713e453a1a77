import { contactCall } from '@citerne/core-api/contract';
import type { Hono } from 'hono';
import type { CommerceContext } from '../commerce/CommerceContext';
import type { ApiEnv } from '../http/apiEnv';
import { mountCall } from '../http/mountCall';
import { readClientAddress } from '../http/readClientAddress';
import { CommerceError } from '../platform/CommerceError';

/** The answer shown to the shopper after sending the contact form (SPEC §8 "Contact form"). */
export const CONTACT_SENT = 'Votre message a bien été envoyé. Nous vous répondrons au plus vite.';

/**
 * Mounts `POST /api/ext/contact` (SPEC §7 "Contact"): the message is stored and mailed to the shop's
 * mailbox (reply-to the sender) through the outbox; the answer has `message`. Limited per client
 * address (the contact limiter) so the form cannot be used to flood the shop.
 * @example
 * mountContactRoutes(app, context);
 */
export function mountContactRoutes(app: Hono<ApiEnv>, context: CommerceContext): void {
  const { db, settings } = context;
  mountCall(app, contactCall, async ({ c, body }) => {
    const now = settings.now();
    const address = readClientAddress(c, settings.trustProxy);
    if (context.contactLimiter.check('contact', address, now.getTime())) {
      throw new CommerceError(429, 'Too many messages sent. Please try again later.', 'TOO_MANY_ATTEMPTS');
    }
    context.contactLimiter.record('contact', address, now.getTime());
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('contact_messages')
        .values({
          name: body.name,
          email: body.email,
          telephone: body.phone || null,
          subject: body.subject || null,
          message: body.message,
          created_at: now,
        })
        .execute();
      await context.outbox.enqueue(trx, {
        kind: 'contact',
        to: settings.mail.shopAddress,
        replyTo: body.email,
        subject: `Contact : ${body.subject || body.name}`,
        text: [
          `De : ${body.name} <${body.email}>`,
          ...(body.phone ? [`Téléphone : ${body.phone}`] : []),
          '',
          body.message,
        ].join('\n'),
      });
    });
    void context.outbox.deliver();
    return { result: { message: CONTACT_SENT } };
  });
}
