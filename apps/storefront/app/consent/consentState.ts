/** Six months, the CNIL's recommended life of a consent choice (the consent cookie lives as long). */
export const CONSENT_LIFETIME_MS = 183 * 24 * 60 * 60 * 1000;

/** The category whose acceptance lets the tag manager load (the notice's "Audience measurement"). */
const TAG_MANAGER_CATEGORY = 'analytics';

/** What the `cookiesAccepted` claim holds once the shopper answered (SPEC §9 claim name). */
export interface StoredConsent {
  readonly choice: Readonly<Record<string, boolean>>;
  /** When the shopper answered (ms since the epoch): the answer lasts {@link CONSENT_LIFETIME_MS}. */
  readonly decidedAt: number;
}

/** The shopper's answer as the shop acts on it. */
export type ConsentState =
  | { readonly answered: false }
  | { readonly answered: true; readonly choice: Readonly<Record<string, boolean>> };

/**
 * The claim value to store for a choice made now.
 *
 * @example
 * claims.set('cookiesAccepted', storedConsent({ necessary: true, analytics: false }, Date.now()));
 */
export function storedConsent(choice: Readonly<Record<string, boolean>>, now: number): StoredConsent {
  return { choice: { ...choice }, decidedAt: now };
}

/**
 * Whether the tag manager may load: only once the shopper answered and accepted audience measurement — never before
 * an answer, never after a refusal or a close (French rules: closing is refusing).
 *
 * @example
 * tagManagerAllowed({ answered: true, choice: { analytics: true } }); // true
 */
export function tagManagerAllowed(state: ConsentState): boolean {
  return state.answered && state.choice[TAG_MANAGER_CATEGORY] === true;
}
