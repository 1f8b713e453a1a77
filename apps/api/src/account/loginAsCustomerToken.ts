import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { EmailAddressSchema } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { deriveSecretKey } from '../commerce/deriveSecretKey';

/** How long a login-as-customer link works. */
export const LOGIN_AS_CUSTOMER_TTL_MS = 15 * 60_000;

const VERSION = 'v1';

/** What a login-as-customer token carries: whom it logs in, until when (ms since epoch), and its one-time nonce. */
export interface LoginAsCustomerClaims {
  readonly email: string;
  readonly exp: number;
  readonly nonce: string;
}

const ClaimsSchema = v.strictObject({
  email: EmailAddressSchema,
  exp: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  nonce: v.pipe(v.string(), v.regex(/^[\w-]{16,64}$/)),
});

/**
 * The key login-as-customer tokens are signed with: derived from the server secret for this purpose only,
 * so the merchant's CLI and the API (which read the same secret) agree, and no other token can pass for one.
 * @example
 * const key = loginAsCustomerKey(settings.secret);
 */
export function loginAsCustomerKey(secret: string): Uint8Array {
  return deriveSecretKey(secret, 'login-as-customer');
}

const sign = (key: Uint8Array, payload: string) =>
  createHmac('sha256', key).update(`${VERSION}.${payload}`).digest('base64url');

/**
 * Signs a stateless login-as-customer token, `v1.<base64url(JSON {email, exp, nonce})>.<base64url(HMAC-SHA256)>`:
 * the CLI makes it without the database (PGlite cannot be opened while the shop runs); the API makes it
 * single-use by recording the nonce when redeemed.
 * @example
 * const token = signLoginAsCustomerToken(key, 'lea@example.fr', Date.now());
 */
export function signLoginAsCustomerToken(
  key: Uint8Array,
  email: string,
  now: number,
  ttlMs = LOGIN_AS_CUSTOMER_TTL_MS,
): string {
  const claims: LoginAsCustomerClaims = {
    email: v.parse(EmailAddressSchema, email),
    exp: now + ttlMs,
    nonce: randomBytes(18).toString('base64url'),
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${VERSION}.${payload}.${sign(key, payload)}`;
}

/**
 * The claims of a token whose signature checks out and which has not expired, else `null` (malformed,
 * forged, tampered with, expired). Whether it was used already is the caller's check (its nonce).
 * @example
 * const claims = verifyLoginAsCustomerToken(key, token, Date.now()); // { email, exp, nonce } | null
 */
export function verifyLoginAsCustomerToken(key: Uint8Array, token: string, now: number): LoginAsCustomerClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) return null;
  const [, payload = '', signature = ''] = parts;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const claims = v.safeParse(ClaimsSchema, json);
  if (!claims.success || claims.output.exp <= now) return null;
  return claims.output;
}
