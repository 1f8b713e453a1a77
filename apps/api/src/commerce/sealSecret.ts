import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveSecretKey } from './deriveSecretKey';

const VERSION = 'v1';

/**
 * Seals a secret the shop must keep but never show (a Magento customer token in `magento_sessions`): AES-256-GCM
 * under a key derived from `COMMERCE_SECRET` for `purpose`, a fresh 96-bit nonce each time, written
 * `v1.<nonce>.<ciphertext>.<tag>` (base64url). A copy of the database alone gives nothing away.
 * @example
 * const sealed = sealSecret(settings.secret, 'magento-customer-token', token);
 * openSecret(settings.secret, 'magento-customer-token', sealed); // token
 */
export function sealSecret(secret: string, purpose: string, value: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveSecretKey(secret, purpose), nonce);
  const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return [VERSION, nonce, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/**
 * Opens what {@link sealSecret} sealed for the same secret and purpose.
 * @throws Error when the value was not sealed so, or was altered, or another secret or purpose sealed it.
 */
export function openSecret(secret: string, purpose: string, sealed: string): string {
  const [version, nonce, body, tag, ...rest] = sealed.split('.');
  if (version !== VERSION || !nonce || body === undefined || !tag || rest.length > 0)
    throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', deriveSecretKey(secret, purpose), Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
