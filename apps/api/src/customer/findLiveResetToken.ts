import type { Kysely } from 'kysely';
import { sha256Hex } from '../commerce/sha256Hex';
import type { Database } from '../db/schema';

/**
 * The customer a reset token is good for: the token's SHA-256 is stored, unused, younger than two hours,
 * and issued to the customer with this e-mail. `null` otherwise.
 * @example
 * const live = await findLiveResetToken(db, 'lea@example.fr', resetToken, now);
 */
export async function findLiveResetToken(
  db: Kysely<Database>,
  email: string,
  resetToken: string,
  now: Date,
  { lock = false }: { lock?: boolean } = {},
): Promise<{ customerId: number } | null> {
  let query = db
    .selectFrom('password_reset_tokens')
    .innerJoin('customers', 'customers.id', 'password_reset_tokens.customer_id')
    .select(['customers.id as customer_id'])
    .where('password_reset_tokens.token_hash', '=', sha256Hex(resetToken))
    .where('password_reset_tokens.used_at', 'is', null)
    .where('password_reset_tokens.expires_at', '>', now)
    .where((eb) => eb(eb.fn('lower', ['customers.email']), '=', email));
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? { customerId: row.customer_id } : null;
}
