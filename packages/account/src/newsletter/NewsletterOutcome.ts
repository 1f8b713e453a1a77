/**
 * What subscribing or unsubscribing did: `changed: false` when there was nothing to do (SPEC §4: subscribing does
 * nothing if already subscribed, unsubscribing nothing if not subscribed); `changed: true` with the text to show
 * (`accountMessages.newsletterSubscribed`, SPEC §8, or `newsletterUnsubscribed`); or why not: `invalid` (no e-mail,
 * or not one: SPEC §5 texts), `offline`, `failed`.
 * @example
 * const outcome = await newsletter.subscribeEmail(email);
 * if (outcome.ok && outcome.changed) notify('success', t(outcome.message));
 */
export type NewsletterOutcome =
  | { readonly ok: true; readonly changed: false }
  | { readonly ok: true; readonly changed: true; readonly message: string }
  | { readonly ok: false; readonly reason: 'invalid' | 'offline' | 'failed'; readonly message: string };
