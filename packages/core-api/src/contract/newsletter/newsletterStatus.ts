import * as v from 'valibot';

/**
 * A newsletter subscription status (SPEC §4 "Newsletter": subscribed or not).
 *
 * @example
 * v.parse(NewsletterStatusSchema, 'subscribed');
 */
export const NewsletterStatusSchema = v.picklist(['subscribed', 'unsubscribed']);

/** A newsletter subscription status. */
export type NewsletterStatus = v.InferOutput<typeof NewsletterStatusSchema>;
