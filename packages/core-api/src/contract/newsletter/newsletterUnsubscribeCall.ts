import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { EmailAddressSchema } from '../field/emailAddress';
import { NewsletterStatusSchema } from './newsletterStatus';

/**
 * The body of newsletter unsubscribe (SPEC §7: `email`).
 *
 * @example
 * v.parse(NewsletterUnsubscribeRequestSchema, { email: 'lea@example.fr' });
 */
export const NewsletterUnsubscribeRequestSchema = v.object({ email: EmailAddressSchema });

/** The body of newsletter unsubscribe. */
export type NewsletterUnsubscribeRequest = v.InferInput<typeof NewsletterUnsubscribeRequestSchema>;

/**
 * Newsletter unsubscribe — `DELETE /api/ext/newsletter/subscribe` (SPEC §7). Answers the new status. Only the
 * logged-in customer's own address (issue 19: nobody unsubscribes someone else by knowing the address); a newsletter
 * e-mail's signed link goes through `newsletterUnsubscribeLinkCall` instead.
 *
 * @example
 * await client.newsletter.unsubscribe('lea@example.fr');
 */
export const newsletterUnsubscribeCall = defineCall({
  name: 'newsletter.unsubscribe',
  method: 'DELETE',
  path: '/api/ext/newsletter/subscribe',
  auth: 'required',
  cart: false,
  query: TokenQuerySchema,
  body: NewsletterUnsubscribeRequestSchema,
  result: NewsletterStatusSchema,
});
