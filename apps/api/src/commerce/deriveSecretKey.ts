import { hkdfSync } from 'node:crypto';

/**
 * A 32-byte key for one purpose, derived from the master secret with HKDF-SHA256, so one configured
 * secret yields independent keys (access tokens, mail-service tokens, sandbox signatures).
 * @example
 * const key = deriveSecretKey(settings.secret, 'access-token');
 */
export function deriveSecretKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'citerne-commerce', purpose, 32));
}
