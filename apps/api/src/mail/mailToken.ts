import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MemorySpentTokens } from '../tokens/MemorySpentTokens';
import type { SpentTokens } from '../tokens/SpentTokens';

/** A mail-service token is good for 15 minutes and one mail. */
export const MAIL_TOKEN_TTL_MS = 15 * 60 * 1000;

/**
 * Issues and spends the one-time tokens of the mail service (SPEC §7 "get-token", "send-email"):
 * `<expiry>.<nonce>.<HMAC>` signed with a server key; a spent token is remembered until it expires, in `spent`: the
 * process's memory by default (the tokens spent in the last 15 minutes, about 100 bytes each), or PostgreSQL when
 * several shop processes share a server (`spentTokensFor`, issue 23).
 * @example
 * const tokens = mailToken(key);
 * const token = tokens.issue(Date.now());
 * await tokens.spend(token, Date.now()); // true, then false
 */
export function mailToken(key: Uint8Array, spent: SpentTokens = new MemorySpentTokens()) {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(now: number): string {
      const payload = `${now + MAIL_TOKEN_TTL_MS}.${randomBytes(12).toString('base64url')}`;
      return `${payload}.${sign(payload)}`;
    },
    async spend(token: string, now: number): Promise<boolean> {
      const match = /^(\d{1,15})\.([\w-]{16})\.([\w-]{43})$/.exec(token);
      if (!match) return false;
      const payload = `${match[1]}.${match[2]}`;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(String(match[3]));
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      const expiry = Number(match[1]);
      if (expiry <= now) return false;
      return spent.spendOnce(payload, expiry, now);
    },
  };
}
