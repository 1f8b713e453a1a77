import type { Kysely } from 'kysely';
import type { CommerceContext } from '../commerce/CommerceContext';
import { randomToken } from '../commerce/randomToken';
import { sha256Hex } from '../commerce/sha256Hex';
import type { Database } from '../db/schema';
import { issueAccessToken } from './issueAccessToken';

/** The tokens the storefront keeps after login (SPEC §3 "User state": token, refreshToken). */
export interface SessionTokens {
  readonly token: string;
  readonly refreshToken: string;
}

/**
 * Opens a login session for a customer: a short-lived access token and an opaque refresh token, of
 * which only the SHA-256 is stored.
 * @example
 * const { token, refreshToken } = await startSession(context, customerId);
 */
export async function startSession(
  context: CommerceContext,
  customerId: number,
  db: Kysely<Database> = context.db,
): Promise<SessionTokens> {
  const sessionId = randomToken(18);
  const refreshToken = randomToken(32);
  const now = context.settings.now();
  const expiresAt = new Date(now.getTime() + context.settings.refreshTokenTtlDays * 86_400_000);
  await db
    .insertInto('customer_sessions')
    .values({ id: sessionId, customer_id: customerId, created_at: now, expires_at: expiresAt })
    .execute();
  await db
    .insertInto('refresh_tokens')
    .values({ token_hash: sha256Hex(refreshToken), session_id: sessionId, created_at: now, expires_at: expiresAt })
    .execute();
  return { token: await issueAccessToken(context, { customerId, sessionId }), refreshToken };
}
