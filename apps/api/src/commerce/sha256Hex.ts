import { createHash } from 'node:crypto';

/**
 * The SHA-256 of a string in hex: how opaque tokens (refresh, reset) are stored.
 * @example
 * sha256Hex('abc'); // 'ba7816bf…'
 */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
