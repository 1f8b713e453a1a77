import * as v from 'valibot';

/**
 * The newsletter state kept for the user (SPEC §3 "Newsletter").
 *
 * @example
 * v.parse(NewsletterSchema, { isSubscribed: true, email: 'lea@example.fr' });
 */
export const NewsletterSchema = v.object({
  isSubscribed: v.boolean(),
  email: v.nullable(v.string()),
});

/** The newsletter state. */
export type Newsletter = v.InferOutput<typeof NewsletterSchema>;
