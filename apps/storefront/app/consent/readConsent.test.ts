import { describe, expect, it } from 'vitest';
import { CONSENT_LIFETIME_MS, storedConsent, tagManagerAllowed } from './consentState';
import { readConsent } from './readConsent';

const now = Date.UTC(2026, 10, 26);

describe('the consent that gates the tag manager', () => {
  it('before any answer (the claim is false), nothing loads', () => {
    const state = readConsent(false, now);
    expect(state).toEqual({ answered: false });
    expect(tagManagerAllowed(state)).toBe(false);
  });

  it('accepting audience measurement lets the tag manager load', () => {
    const state = readConsent(storedConsent({ necessary: true, analytics: true, marketing: false }, now), now);
    expect(tagManagerAllowed(state)).toBe(true);
  });

  it('refusing, closing (a refusal) or accepting only marketing keeps it out', () => {
    expect(tagManagerAllowed(readConsent(storedConsent({ necessary: true, analytics: false }, now), now))).toBe(false);
    expect(tagManagerAllowed(readConsent(storedConsent({ necessary: true, marketing: true }, now), now))).toBe(false);
  });

  it('a choice is kept six months, then the notice asks again', () => {
    const stored = storedConsent({ analytics: true }, now - CONSENT_LIFETIME_MS);
    expect(tagManagerAllowed(readConsent(stored, now))).toBe(true);
    expect(readConsent(stored, now + 1)).toEqual({ answered: false });
  });

  it('malformed or SPEC-style bare `true` values count as unanswered', () => {
    expect(readConsent(true, now)).toEqual({ answered: false });
    expect(readConsent({ analytics: true }, now)).toEqual({ answered: false });
    expect(readConsent({ choice: { analytics: 'yes' }, decidedAt: now }, now)).toEqual({ answered: false });
    expect(readConsent(storedConsent({ analytics: true }, now + 60_000), now)).toEqual({ answered: false });
  });
});
