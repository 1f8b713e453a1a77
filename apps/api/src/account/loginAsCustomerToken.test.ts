import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  LOGIN_AS_CUSTOMER_TTL_MS,
  loginAsCustomerKey,
  signLoginAsCustomerToken,
  verifyLoginAsCustomerToken,
} from './loginAsCustomerToken';

const key = loginAsCustomerKey('test-secret-test-secret-test-secret-0123');
const now = Date.UTC(2026, 0, 5, 9, 0, 0);

describe('login-as-customer token', () => {
  it('is v1.<payload>.<signature> and verifies to its e-mail, expiry and a fresh nonce', () => {
    const token = signLoginAsCustomerToken(key, ' Lea@Example.fr ', now);
    expect(token).toMatch(/^v1\.[\w-]+\.[\w-]{43}$/);
    const claims = verifyLoginAsCustomerToken(key, token, now + 60_000);
    expect(claims).toMatchObject({ email: 'lea@example.fr', exp: now + LOGIN_AS_CUSTOMER_TTL_MS });
    expect(claims?.nonce).not.toBe(
      verifyLoginAsCustomerToken(key, signLoginAsCustomerToken(key, 'lea@example.fr', now), now)?.nonce,
    );
  });

  it('is refused once expired (15 minutes)', () => {
    const token = signLoginAsCustomerToken(key, 'lea@example.fr', now);
    expect(verifyLoginAsCustomerToken(key, token, now + LOGIN_AS_CUSTOMER_TTL_MS - 1)).not.toBeNull();
    expect(verifyLoginAsCustomerToken(key, token, now + LOGIN_AS_CUSTOMER_TTL_MS)).toBeNull();
  });

  it('is refused when signed with another secret (forged)', () => {
    const forged = signLoginAsCustomerToken(
      loginAsCustomerKey('another-secret-another-secret-0123456'),
      'lea@example.fr',
      now,
    );
    expect(verifyLoginAsCustomerToken(key, forged, now)).toBeNull();
  });

  it('is refused when its payload was changed (another e-mail, a later expiry)', () => {
    const [version, payload, signature] = signLoginAsCustomerToken(key, 'lea@example.fr', now).split('.');
    const claims = JSON.parse(Buffer.from(String(payload), 'base64url').toString('utf8'));
    for (const changed of [
      { ...claims, email: 'paul@example.fr' },
      { ...claims, exp: claims.exp + 86_400_000 },
    ]) {
      const tampered = Buffer.from(JSON.stringify(changed)).toString('base64url');
      expect(verifyLoginAsCustomerToken(key, `${version}.${tampered}.${signature}`, now)).toBeNull();
    }
  });

  it('is refused when malformed', () => {
    const valid = signLoginAsCustomerToken(key, 'lea@example.fr', now);
    const [, payload, signature] = valid.split('.');
    for (const token of ['', 'v1', 'v1..', `v2.${payload}.${signature}`, `${valid}.x`, `v1.${payload}.${signature}x`]) {
      expect(verifyLoginAsCustomerToken(key, token, now)).toBeNull();
    }
    // Correctly signed but not a claims document (no nonce, a string expiry): still refused.
    const handSigned = (claims: object) => {
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `v1.${body}.${createHmac('sha256', key).update(`v1.${body}`).digest('base64url')}`;
    };
    const good = { email: 'lea@example.fr', exp: now + 60_000, nonce: 'n'.repeat(24) };
    expect(verifyLoginAsCustomerToken(key, handSigned(good), now)).toEqual(good);
    for (const claims of [
      { email: 'lea@example.fr', exp: now + 60_000 },
      { email: 'lea@example.fr', exp: 'later', nonce: 'n'.repeat(24) },
    ]) {
      expect(verifyLoginAsCustomerToken(key, handSigned(claims), now)).toBeNull();
    }
  });
});
