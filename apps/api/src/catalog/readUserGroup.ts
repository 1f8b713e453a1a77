import type { Context } from 'hono';
import type { CatalogDependencies } from './CatalogDependencies';

/** Why a user token was refused. */
export class InvalidUserToken extends Error {
  override name = 'InvalidUserToken';
}

/**
 * The customer group of the caller, from a verified user token (Bearer header, or `token` query param), never from a
 * group id the client sends (SPEC §6). Guests and deployments without a token verifier get `null` (guest prices).
 * @throws {@link InvalidUserToken} when a token is sent and the verifier refuses it.
 */
export async function readUserGroup(
  c: Context,
  dependencies: CatalogDependencies,
  token: string | null | undefined,
): Promise<number | null> {
  const header = c.req.header('Authorization');
  const bearer = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
  const sent = bearer || token || undefined;
  if (!sent || !dependencies.verifyUserToken) return null;
  const user = await dependencies.verifyUserToken(sent);
  if (!user) throw new InvalidUserToken('The user token is invalid or expired.');
  return user.groupId;
}
