import { SignJWT } from 'jose';
import type { CommerceContext } from '../commerce/CommerceContext';

/** Issuer and audience of the shop's access tokens. */
export const ACCESS_TOKEN_ISSUER = 'citerne-api';
export const ACCESS_TOKEN_AUDIENCE = 'citerne-shop';

/**
 * A short-lived access token (JWT, HS256) naming the customer (`sub`) and the login session (`sid`);
 * it is checked on every call, and dies when the session is revoked (logout).
 * @example
 * const token = await issueAccessToken(context, { customerId: 7, sessionId: 's1' });
 */
export function issueAccessToken(
  context: CommerceContext,
  { customerId, sessionId }: { customerId: number; sessionId: string },
): Promise<string> {
  const now = Math.floor(context.settings.now().getTime() / 1000);
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(customerId))
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + context.settings.accessTokenTtlSeconds)
    .sign(context.accessTokenKey);
}
