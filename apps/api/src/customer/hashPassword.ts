import { randomBytes } from 'node:crypto';
import { deriveScryptKey, SCRYPT_BLOCK_SIZE, SCRYPT_PARALLELISM } from './deriveScryptKey';

/**
 * Hashes a password with scrypt (memory-hard, from `node:crypto`) and a random salt; the parameters
 * are stored with the hash, so the cost can grow without invalidating older hashes.
 * @example
 * const stored = await hashPassword('citerne-2025', 2 ** 15); // 'scrypt$32768$8$1$<salt>$<hash>'
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveScryptKey(password, salt, cost);
  return [
    'scrypt',
    cost,
    SCRYPT_BLOCK_SIZE,
    SCRYPT_PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}
