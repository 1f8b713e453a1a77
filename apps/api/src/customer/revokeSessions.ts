import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Revokes login sessions: one (`sessionId`), or every session of a customer but `exceptSessionId`
 * (after a password change or reset). Their access and refresh tokens stop working at once.
 * @example
 * await revokeSessions(db, now, { sessionId: customer.sessionId }); // logout
 * await revokeSessions(db, now, { customerId: 7 }); // password reset: everywhere
 */
export async function revokeSessions(
  db: Kysely<Database>,
  now: Date,
  target: { sessionId: string } | { customerId: number; exceptSessionId?: string },
): Promise<void> {
  let query = db.updateTable('customer_sessions').set({ revoked_at: now }).where('revoked_at', 'is', null);
  if ('sessionId' in target) {
    query = query.where('id', '=', target.sessionId);
  } else {
    query = query.where('customer_id', '=', target.customerId);
    if (target.exceptSessionId !== undefined) query = query.where('id', '!=', target.exceptSessionId);
  }
  await query.execute();
}
