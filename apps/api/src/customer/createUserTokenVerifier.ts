import type { Kysely } from 'kysely';
import type { CommerceSettings } from '../commerce/CommerceSettings';
import { deriveSecretKey } from '../commerce/deriveSecretKey';
import type { Database } from '../db/schema';
import { authenticate } from './authenticate';

/**
 * Verifies a user token for the catalogue (`CatalogDependencies.verifyUserToken`): the same checks as
 * every commerce call (signature, expiry, live session), answering the customer group whose prices
 * apply (SPEC §6), or `null` for a token that does not check out.
 * @example
 * const verifyUserToken = createUserTokenVerifier(database.db, commerceSettings);
 * await verifyUserToken(token); // { groupId: 1 }
 */
export function createUserTokenVerifier(db: Kysely<Database>, settings: CommerceSettings) {
  const context = { db, settings, accessTokenKey: deriveSecretKey(settings.secret, 'access-token') };
  return async (token: string): Promise<{ groupId: number } | null> => {
    try {
      const customer = await authenticate(context, token);
      return customer ? { groupId: customer.groupId } : null;
    } catch {
      return null;
    }
  };
}
