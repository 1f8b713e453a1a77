import { jwtVerify } from 'jose';
import type { CommerceContext } from '../commerce/CommerceContext';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from './issueAccessToken';

/**
 * The customer and session an access token names, once its signature, issuer, audience and expiry are checked: what
 * every platform's `authenticate` starts with before it looks the session up in its own store (the embedded
 * `customer_sessions`, the Magento driver's `magento_sessions`).
 * @throws Error for a token that is malformed, forged, expired or names no customer (the caller answers its 401).
 * @example
 * const { customerId, sessionId } = await verifyAccessToken(context, token);
 */
export async function verifyAccessToken(
  context: Pick<CommerceContext, 'settings' | 'accessTokenKey'>,
  token: string,
): Promise<{ customerId: number; sessionId: string }> {
  const { payload } = await jwtVerify(token, context.accessTokenKey, {
    algorithms: ['HS256'],
    issuer: ACCESS_TOKEN_ISSUER,
    audience: ACCESS_TOKEN_AUDIENCE,
    currentDate: context.settings.now(),
    requiredClaims: ['sub', 'exp', 'sid'],
  });
  const customerId = Number(payload.sub);
  if (!Number.isSafeInteger(customerId) || customerId < 1) throw new Error('bad subject');
  return { customerId, sessionId: String(payload.sid) };
}
