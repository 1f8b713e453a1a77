import { describe, expect, it } from 'vitest';
import { cookieSaysRefused } from '../chrome/consentCookie';
import { honourCookieRefusal } from './honourCookieRefusal';

const accepted = { answered: true, choice: { necessary: true, analytics: true, marketing: false } } as const;

describe('a refusal in the cookie wins over an older claim that accepted', () => {
  it('turns every category but the essential ones off when the cookie says refused', () => {
    expect(honourCookieRefusal(accepted, true)).toEqual({
      answered: true,
      choice: { necessary: true, analytics: false, marketing: false },
    });
  });

  it('keeps the claim when the cookie does not say refused, or when nothing was answered', () => {
    expect(honourCookieRefusal(accepted, false)).toBe(accepted);
    expect(honourCookieRefusal({ answered: false }, true)).toEqual({ answered: false });
  });

  it('keeps a claim that already refuses (the same object: nothing to store again)', () => {
    const refused = { answered: true, choice: { necessary: true, analytics: false } } as const;
    expect(honourCookieRefusal(refused, true)).toBe(refused);
  });

  it('reads the cookie: 0 is a refusal, 1 or none is not', () => {
    expect(cookieSaysRefused('theme=x; cookiesAccepted=0')).toBe(true);
    expect(cookieSaysRefused('cookiesAccepted=1')).toBe(false);
    expect(cookieSaysRefused('')).toBe(false);
  });
});
