import type { CommerceContext } from '../../commerce/CommerceContext';
import { randomToken } from '../../commerce/randomToken';
import { openSecret, sealSecret } from '../../commerce/sealSecret';
import { sha256Hex } from '../../commerce/sha256Hex';
import type { AuthenticatedCustomer } from '../../customer/AuthenticatedCustomer';
import { INVALID_TOKEN_MESSAGE } from '../../customer/authenticate';
import { issueAccessToken } from '../../customer/issueAccessToken';
import type { SessionTokens } from '../../customer/startSession';
import { verifyAccessToken } from '../../customer/verifyAccessToken';
import { CommerceError } from '../CommerceError';

/** The Magento customer token is kept sealed (`sealSecret`): a copy of the database does not give Magento access. */
const TOKEN_PURPOSE = 'magento-customer-token';

const REFRESH_REFUSED = 'Error refreshing user token. User is not authorized to access the resource';

/** The Magento customer a session is for, as `GET /V1/customers/me` described them at login. */
export interface MagentoSessionCustomer {
  readonly id: number;
  readonly email: string;
  readonly groupId: number;
}

/** The shop's sessions over Magento customers (`magento_sessions`), and the Magento token each one holds. */
export interface MagentoSessions {
  start(customer: MagentoSessionCustomer, customerToken: string): Promise<SessionTokens>;
  /** The customer of an access token (signature, expiry, live session); `null` without one, else a 401. */
  authenticate(token: string | undefined): Promise<AuthenticatedCustomer | null>;
  /** Spends a refresh token for a new pair; a spent one presented again revokes its session. */
  refresh(refreshToken: string): Promise<SessionTokens>;
  /** Ends every session of a Magento customer. */
  revokeAll(customerId: number): Promise<void>;
  /** The Magento customer token of a live session; a 401 once it is gone. */
  customerToken(customer: AuthenticatedCustomer): Promise<string>;
}

/**
 * Sessions of the Magento driver, kept on the shop's side (migration 0035) as the embedded platform keeps its own:
 * short-lived signed access tokens naming the session, refresh tokens rotated once each, logout on every device.
 * Magento has no refresh token, so a session ends when the Magento customer token it holds does
 * (`customerTokenHours`); that token never leaves the server.
 * @example
 * const sessions = magentoSessions(context, 1);
 * const tokens = await sessions.start({ id: 7, email: 'lea@example.fr', groupId: 1 }, magentoToken);
 */
export function magentoSessions(context: CommerceContext, customerTokenHours: number): MagentoSessions {
  const { db, settings } = context;
  const refused = () => new CommerceError(401, INVALID_TOKEN_MESSAGE, 'TOKEN_INVALID');
  const liveSession = (sessionId: string, customerId: number) =>
    db
      .selectFrom('magento_sessions')
      .select(['customer_id', 'email', 'group_id', 'customer_token'])
      .where('id', '=', sessionId)
      .where('customer_id', '=', customerId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', settings.now())
      .executeTakeFirst();

  return {
    async start(customer, customerToken) {
      const now = settings.now();
      const sessionId = randomToken(18);
      const refreshToken = randomToken(32);
      const expiresAt = new Date(now.getTime() + customerTokenHours * 3_600_000);
      await db
        .insertInto('magento_sessions')
        .values({
          id: sessionId,
          customer_id: customer.id,
          email: customer.email,
          group_id: customer.groupId,
          customer_token: sealSecret(settings.secret, TOKEN_PURPOSE, customerToken),
          created_at: now,
          expires_at: expiresAt,
        })
        .execute();
      await db
        .insertInto('magento_refresh_tokens')
        .values({ token_hash: sha256Hex(refreshToken), session_id: sessionId, created_at: now, expires_at: expiresAt })
        .execute();
      return { token: await issueAccessToken(context, { customerId: customer.id, sessionId }), refreshToken };
    },

    async authenticate(token) {
      if (token === undefined) return null;
      let customerId: number;
      let sessionId: string;
      try {
        ({ customerId, sessionId } = await verifyAccessToken(context, token));
      } catch {
        throw refused();
      }
      const row = await liveSession(sessionId, customerId);
      if (!row) throw refused();
      return { id: row.customer_id, email: row.email, groupId: row.group_id, sessionId };
    },

    async refresh(presented) {
      const now = settings.now();
      const outcome = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('magento_refresh_tokens')
          .innerJoin('magento_sessions', 'magento_sessions.id', 'magento_refresh_tokens.session_id')
          .select([
            'magento_refresh_tokens.token_hash',
            'magento_refresh_tokens.used_at',
            'magento_sessions.id as session_id',
            'magento_sessions.customer_id',
            'magento_sessions.revoked_at',
            'magento_sessions.expires_at',
          ])
          .where('magento_refresh_tokens.token_hash', '=', sha256Hex(presented))
          .forUpdate()
          .executeTakeFirst();
        if (!row || row.revoked_at !== null || row.expires_at <= now) return null;
        if (row.used_at !== null) {
          await trx.updateTable('magento_sessions').set({ revoked_at: now }).where('id', '=', row.session_id).execute();
          return null;
        }
        const next = randomToken(32);
        await trx
          .updateTable('magento_refresh_tokens')
          .set({ used_at: now })
          .where('token_hash', '=', row.token_hash)
          .execute();
        await trx
          .insertInto('magento_refresh_tokens')
          .values({
            token_hash: sha256Hex(next),
            session_id: row.session_id,
            created_at: now,
            expires_at: row.expires_at,
          })
          .execute();
        return { refreshToken: next, customerId: row.customer_id, sessionId: row.session_id };
      });
      if (outcome === null) throw new CommerceError(401, REFRESH_REFUSED, 'REFRESH_REFUSED');
      const token = await issueAccessToken(context, { customerId: outcome.customerId, sessionId: outcome.sessionId });
      return { token, refreshToken: outcome.refreshToken };
    },

    async revokeAll(customerId) {
      await db
        .updateTable('magento_sessions')
        .set({ revoked_at: settings.now() })
        .where('customer_id', '=', customerId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async customerToken(customer) {
      const row = await liveSession(customer.sessionId, customer.id);
      if (!row) throw refused();
      return openSecret(settings.secret, TOKEN_PURPOSE, row.customer_token);
    },
  };
}
