import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a link the shop mails (the withdrawal link, the newsletter unsubscribe link): an HMAC-SHA256 of
 * what the link vouches for (`subject`, prefixed with its purpose) with a key derived for that purpose
 * (`deriveSecretKey(secret, purpose)`), base64url (43 characters).
 * @example
 * const signature = signLink(key, 'withdrawal:42');
 */
export function signLink(key: Uint8Array, subject: string): string {
  return createHmac('sha256', key).update(subject).digest('base64url');
}

/**
 * Whether `signature` is the signature of `subject` with `key` (compared in constant time).
 * @example
 * if (!verifyLinkSignature(key, `withdrawal:${orderId}`, given)) return null;
 */
export function verifyLinkSignature(key: Uint8Array, subject: string, signature: string): boolean {
  const expected = createHmac('sha256', key).update(subject).digest();
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
