import * as v from 'valibot';

/** Six months, the CNIL's recommended life of a consent choice (the consent cookie lives as long). */
export const CONSENT_LIFETIME_MS = 183 * 24 * 60 * 60 * 1000;

/** The category whose acceptance lets the tag manager load (the notice's "Audience measurement"). */
export const TAG_MANAGER_CATEGORY = 'analytics';

const StoredConsentSchema = v.object({
  choice: v.record(v.string(), v.boolean()),
  decidedAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** What the `cookiesAccepted` claim holds once the shopper answered (SPEC §9 claim name). */
export type StoredConsent = v.InferOutput<typeof StoredConsentSchema>;

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
 * Reads the `cookiesAccepted` claim back (stored data: validated). `false` (SPEC §4 "if absent it stores false"),
 * anything malformed — including the bare `true` the SPEC stores on closing, which says nothing per category — and
 * a choice older than six months count as unanswered: the notice asks again.
 *
 * @example
 * readConsent(false, Date.now()); // { answered: false }
 */
export function readConsent(value: unknown, now: number): ConsentState {
  const parsed = v.safeParse(StoredConsentSchema, value);
  if (!parsed.success) return { answered: false };
  const age = now - parsed.output.decidedAt;
  if (age < 0 || age > CONSENT_LIFETIME_MS) return { answered: false };
  return { answered: true, choice: parsed.output.choice };
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
