import { describe, expect, it } from 'vitest';
import { checkoutWindowMs, isCheckoutActive } from './isCheckoutActive';

const now = Date.parse('2026-11-21T10:00:00Z');

describe('the in-checkout window', () => {
  it('is 30 minutes', () => {
    expect(checkoutWindowMs).toBe(30 * 60 * 1000);
  });

  it('a checkout modified 29 minutes ago is still active', () => {
    expect(isCheckoutActive(now - 29 * 60_000, now)).toBe(true);
  });

  it('a checkout modified exactly 30 minutes ago is still active', () => {
    expect(isCheckoutActive(now - checkoutWindowMs, now)).toBe(true);
  });

  it('a checkout modified 31 minutes ago is no longer active', () => {
    expect(isCheckoutActive(now - 31 * 60_000, now)).toBe(false);
  });

  it('a checkout never modified, or stamped in the future, is not active', () => {
    expect(isCheckoutActive(undefined, now)).toBe(false);
    expect(isCheckoutActive(null, now)).toBe(false);
    expect(isCheckoutActive(Number.NaN, now)).toBe(false);
    expect(isCheckoutActive(now + 60_000, now)).toBe(false);
  });
});
