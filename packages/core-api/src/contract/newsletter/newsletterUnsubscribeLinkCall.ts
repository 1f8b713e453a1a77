import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { NewsletterStatusSchema } from './newsletterStatus';

/**
 * The body of an unsubscribe through the link of a newsletter e-mail: the signed token the link carries.
 *
 * @example
 * v.parse(NewsletterUnsubscribeLinkRequestSchema, { token: 'bGVh….1.Xk3…' });
 */
export const NewsletterUnsubscribeLinkRequestSchema = v.object({
  linkToken: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(600)),
});

/** The body of an unsubscribe through a newsletter e-mail's link. */
export type NewsletterUnsubscribeLinkRequest = v.InferInput<typeof NewsletterUnsubscribeLinkRequestSchema>;

/**
 * Newsletter unsubscribe through the link of a newsletter e-mail — `POST /api/ext/newsletter/unsubscribe-link`
 * (SPEC §4 "Newsletter"; RFC 8058 one-click). Idempotent: answers `unsubscribed` for a valid link, whatever the
 * status was; a malformed, forged or revoked link is a 400 `INVALID_LINK`.
 *
 * @example
 * await client.newsletter.unsubscribeWithLink(token); // 'unsubscribed'
 */
export const newsletterUnsubscribeLinkCall = defineCall({
  name: 'newsletter.unsubscribeLink',
  method: 'POST',
  path: '/api/ext/newsletter/unsubscribe-link',
  auth: 'none',
  cart: false,
  query: TokenQuerySchema,
  body: NewsletterUnsubscribeLinkRequestSchema,
  result: NewsletterStatusSchema,
});
