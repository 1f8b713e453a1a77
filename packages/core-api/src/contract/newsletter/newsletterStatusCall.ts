import * as v from 'valibot';
import { baseQueryFields } from '../call/baseQueryFields';
import { defineCall } from '../call/defineCall';
import { EmailAddressSchema } from '../field/emailAddress';
import { NewsletterStatusSchema } from './newsletterStatus';

/**
 * The query of newsletter status.
 *
 * @example
 * v.parse(NewsletterStatusQuerySchema, { email: 'lea@example.fr' });
 */
export const NewsletterStatusQuerySchema = v.object({ ...baseQueryFields, email: EmailAddressSchema });

/** The query of newsletter status. */
export type NewsletterStatusQuery = v.InferInput<typeof NewsletterStatusQuerySchema>;

/**
 * Newsletter status — `GET /api/ext/newsletter/subscribe?email=` (SPEC §7; subscribed when the
 * result is `subscribed`).
 *
 * @example
 * const subscribed = await client.newsletter.isSubscribed('lea@example.fr');
 */
export const newsletterStatusCall = defineCall({
  name: 'newsletter.status',
  method: 'GET',
  path: '/api/ext/newsletter/subscribe',
  auth: 'required',
  cart: false,
  query: NewsletterStatusQuerySchema,
  result: NewsletterStatusSchema,
});
