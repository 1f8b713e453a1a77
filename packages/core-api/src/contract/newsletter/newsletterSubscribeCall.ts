import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { EmailAddressSchema } from '../field/emailAddress';
import { NewsletterStatusSchema } from './newsletterStatus';

/**
 * The body of newsletter subscribe (SPEC §7: `customerEmail`).
 *
 * @example
 * v.parse(NewsletterSubscribeRequestSchema, { customerEmail: 'lea@example.fr' });
 */
export const NewsletterSubscribeRequestSchema = v.object({ customerEmail: EmailAddressSchema });

/** The body of newsletter subscribe. */
export type NewsletterSubscribeRequest = v.InferInput<typeof NewsletterSubscribeRequestSchema>;

/**
 * Newsletter subscribe — `POST /api/ext/newsletter/subscribe` (SPEC §7). Answers the new status.
 *
 * @example
 * await client.newsletter.subscribe('lea@example.fr');
 */
export const newsletterSubscribeCall = defineCall({
  name: 'newsletter.subscribe',
  method: 'POST',
  path: '/api/ext/newsletter/subscribe',
  auth: 'optional',
  cart: false,
  query: TokenQuerySchema,
  body: NewsletterSubscribeRequestSchema,
  result: NewsletterStatusSchema,
});
