import * as v from 'valibot';
import { CONSENT_LIFETIME_MS, type ConsentState } from './consentState';

const StoredConsentSchema = v.object({
  choice: v.record(v.string(), v.boolean()),
  decidedAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/**
 * Reads the `cookiesAccepted` claim back (stored data: validated; loaded with the claims, out of the first load).
 * `false` (SPEC §4 "if absent it stores false"), anything malformed — including the bare `true` the SPEC stores on
 * closing, which says nothing per category — and a choice older than six months count as unanswered: the notice
 * asks again.
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
