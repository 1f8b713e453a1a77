import { timingSafeEqual } from 'node:crypto';
import { deriveScryptKey, SCRYPT_BLOCK_SIZE, SCRYPT_PARALLELISM } from './deriveScryptKey';

/**
 * Checks a password against a hash made by `hashPassword`, in constant time. A malformed stored value
 * never matches.
 * @example
 * await verifyPassword('citerne-2025', stored); // true
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, costText, blockText, parallelText, saltText, keyText] = stored.split('$');
  const cost = Number(costText);
  if (scheme !== 'scrypt' || !Number.isInteger(cost) || cost < 2 || cost > 2 ** 20 || !saltText || !keyText) {
    return false;
  }
  if (Number(blockText) !== SCRYPT_BLOCK_SIZE || Number(parallelText) !== SCRYPT_PARALLELISM) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await deriveScryptKey(password, Buffer.from(saltText, 'base64url'), cost);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
