import { describe, expect, it } from 'vitest';
import { hashPassword } from './hashPassword';
import { verifyPassword } from './verifyPassword';

describe('password hashes', () => {
  it('are scrypt with a random salt and verify only the right password', async () => {
    const first = await hashPassword('citerne-2025', 2 ** 10);
    const second = await hashPassword('citerne-2025', 2 ** 10);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('citerne-2025', first)).toBe(true);
    expect(await verifyPassword('citerne-2026', first)).toBe(false);
  });

  it('never match a malformed stored value', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$99999999$8$1$c2FsdA$a2V5')).toBe(false);
  });
});
