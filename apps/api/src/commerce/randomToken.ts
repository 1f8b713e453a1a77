import { randomBytes } from 'node:crypto';

/**
 * An unguessable token: `bytes` random bytes in base64url (24 bytes = 192 bits by default).
 * @example
 * const cartId = randomToken(); // 32 characters
 */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}
