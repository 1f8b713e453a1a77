/**
 * The newsletter subscription as the account knows it (SPEC §3 "Newsletter": isSubscribed, email): `unknown` until
 * loaded for a logged-in customer (SPEC §4: status is loaded only for logged-in users), then `subscribed` or
 * `unsubscribed` for `email`.
 * @example
 * const { status, email } = newsletter.getState();
 */
export interface NewsletterState {
  readonly status: 'unknown' | 'subscribed' | 'unsubscribed';
  readonly email: string | null;
}

/** Nothing known: before loading, for a guest, after a logout. */
export const unknownNewsletter: NewsletterState = { status: 'unknown', email: null };
