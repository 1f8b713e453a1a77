import { describe, expect, it } from 'vitest';
import { consentCookie, hasDecidedConsent } from './consentCookie';

describe('the cookie notice answer, as the server sees it', () => {
  it('an answered notice is remembered in a cookie for six months', () => {
    expect(consentCookie(false)).toBe('cookiesAccepted=0; Path=/; Max-Age=15811200; SameSite=Lax');
    expect(consentCookie(true)).toMatch(/^cookiesAccepted=1;/);
  });

  it('a visit with the cookie has answered; without it, or with another value, it has not', () => {
    expect(hasDecidedConsent('a=b; cookiesAccepted=0')).toBe(true);
    expect(hasDecidedConsent('cookiesAccepted=1')).toBe(true);
    expect(hasDecidedConsent('cookiesAccepted=maybe')).toBe(false);
    expect(hasDecidedConsent(null)).toBe(false);
  });
});
