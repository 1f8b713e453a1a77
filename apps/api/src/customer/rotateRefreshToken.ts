import type { CommerceContext } from '../commerce/CommerceContext';
import { randomToken } from '../commerce/randomToken';
import { sha256Hex } from '../commerce/sha256Hex';
import { CommerceError } from '../platform/CommerceError';
import { issueAccessToken } from './issueAccessToken';
import type { SessionTokens } from './startSession';

const REFRESH_REFUSED = 'Error refreshing user token. User is not authorized to access the resource';

/**
 * Trades a refresh token for a new access token and a new refresh token (rotation): the old one is
 * spent. Presenting a spent refresh token again means it leaked, so the whole session is revoked.
 * @example
 * const { token, refreshToken } = await rotateRefreshToken(context, oldRefreshToken);
 */
export async function rotateRefreshToken(context: CommerceContext, presented: string): Promise<SessionTokens> {
  const now = context.settings.now();
  const outcome = await context.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('refresh_tokens')
      .innerJoin('customer_sessions', 'customer_sessions.id', 'refresh_tokens.session_id')
      .select([
        'refresh_tokens.token_hash',
        'refresh_tokens.used_at',
        'refresh_tokens.expires_at',
        'customer_sessions.id as session_id',
        'customer_sessions.customer_id',
        'customer_sessions.revoked_at',
      ])
      .where('refresh_tokens.token_hash', '=', sha256Hex(presented))
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.revoked_at !== null || row.expires_at <= now) return null;
    if (row.used_at !== null) {
      await trx.updateTable('customer_sessions').set({ revoked_at: now }).where('id', '=', row.session_id).execute();
      return 'reused' as const;
    }
    const next = randomToken(32);
    const expiresAt = new Date(now.getTime() + context.settings.refreshTokenTtlDays * 86_400_000);
    await trx.updateTable('refresh_tokens').set({ used_at: now }).where('token_hash', '=', row.token_hash).execute();
    await trx
      .insertInto('refresh_tokens')
      .values({ token_hash: sha256Hex(next), session_id: row.session_id, created_at: now, expires_at: expiresAt })
      .execute();
    await trx
      .updateTable('customer_sessions')
      .set({ expires_at: expiresAt })
      .where('id', '=', row.session_id)
      .execute();
    return { refreshToken: next, customerId: row.customer_id, sessionId: row.session_id };
  });
  if (outcome === null || outcome === 'reused') throw new CommerceError(401, REFRESH_REFUSED, 'REFRESH_REFUSED');
  const token = await issueAccessToken(context, { customerId: outcome.customerId, sessionId: outcome.sessionId });
  return { token, refreshToken: outcome.refreshToken };
}
