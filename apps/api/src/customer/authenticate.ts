import type { CommerceContext } from '../commerce/CommerceContext';
import { CommerceError } from '../platform/CommerceError';
import type { AuthenticatedCustomer } from './AuthenticatedCustomer';
import { verifyAccessToken } from './verifyAccessToken';

/** The answer to a token that is malformed, expired, forged or revoked (SPEC §8: 401 means refresh). */
export const INVALID_TOKEN_MESSAGE = 'User is not authorized to access the resource: the token is invalid or expired.';

/**
 * The customer of an access token, verified on every call: signature, issuer, audience and expiry,
 * then the session, which must exist and not be revoked. No token gives `null`; a bad one a 401.
 * @example
 * const customer = await authenticate(context, token); // null for a guest
 */
export async function authenticate(
  context: Pick<CommerceContext, 'db' | 'settings' | 'accessTokenKey'>,
  token: string | undefined,
): Promise<AuthenticatedCustomer | null> {
  if (token === undefined) return null;
  let customerId: number;
  let sessionId: string;
  try {
    ({ customerId, sessionId } = await verifyAccessToken(context, token));
  } catch {
    throw new CommerceError(401, INVALID_TOKEN_MESSAGE, 'TOKEN_INVALID');
  }
  const row = await context.db
    .selectFrom('customer_sessions')
    .innerJoin('customers', 'customers.id', 'customer_sessions.customer_id')
    .select(['customers.id', 'customers.email', 'customers.group_id'])
    .where('customer_sessions.id', '=', sessionId)
    .where('customer_sessions.customer_id', '=', customerId)
    .where('customer_sessions.revoked_at', 'is', null)
    .where('customer_sessions.expires_at', '>', context.settings.now())
    .executeTakeFirst();
  if (!row) throw new CommerceError(401, INVALID_TOKEN_MESSAGE, 'TOKEN_INVALID');
  return { id: row.id, email: row.email, groupId: row.group_id, sessionId };
}
