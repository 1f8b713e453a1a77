import { scrypt } from 'node:crypto';

/** scrypt block size and parallelism used by every password hash. */
export const SCRYPT_BLOCK_SIZE = 8;
export const SCRYPT_PARALLELISM = 1;

/**
 * The 32-byte scrypt key of a password (NFKC-normalised) with a salt and a cost N.
 * @example
 * const key = await deriveScryptKey('citerne-2025', salt, 2 ** 15);
 */
export function deriveScryptKey(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      32,
      {
        N: cost,
        r: SCRYPT_BLOCK_SIZE,
        p: SCRYPT_PARALLELISM,
        maxmem: 256 * cost * SCRYPT_BLOCK_SIZE + 1024 * 1024,
      },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}
