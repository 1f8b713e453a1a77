import { describe, expect, it } from 'vitest';
import { loginAsCustomerLink } from './loginAsCustomerLink';
import { loginAsCustomerKey, verifyLoginAsCustomerToken } from './loginAsCustomerToken';

describe('login-as-customer link', () => {
  it('is the storefront page with the signed token in the fragment', () => {
    const secret = 'test-secret-test-secret-test-secret-0123';
    const now = Date.UTC(2026, 0, 5);
    const link = loginAsCustomerLink({ secret, storefrontUrl: 'https://shop.example/' }, 'lea@example.fr', now);
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}${url.search}`).toBe('https://shop.example/login-as-customer');
    const token = url.hash.replace(/^#token=/, '');
    expect(verifyLoginAsCustomerToken(loginAsCustomerKey(secret), token, now)?.email).toBe('lea@example.fr');
  });
});
