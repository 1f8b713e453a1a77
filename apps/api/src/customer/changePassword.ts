import type { CommerceContext } from '../commerce/CommerceContext';
import { CommerceError } from '../platform/CommerceError';
import type { AuthenticatedCustomer } from './AuthenticatedCustomer';
import { assertNewPassword } from './assertNewPassword';
import { hashPassword } from './hashPassword';
import { revokeSessions } from './revokeSessions';
import { verifyPassword } from './verifyPassword';

/** The answer to a wrong current password (shown to the user, SPEC §8). */
export const CURRENT_PASSWORD_WRONG = "The password doesn't match this account. Verify the password and try again.";

/**
 * `user/change-password` (SPEC §7): checks the current password (failures count against the login
 * limits), stores the new one, and revokes every session of the customer, this one included (issue 19; the
 * storefront logs in again with the new password, SPEC §8 "Account").
 * A refusal answers `{ errorMessage }` as SPEC §7 reads it.
 * @example
 * await changePassword(context, customer, { currentPassword, newPassword }, clientAddress);
 */
export async function changePassword(
  context: CommerceContext,
  customer: AuthenticatedCustomer,
  request: { currentPassword: string; newPassword: string },
  clientAddress: string,
): Promise<void> {
  const now = context.settings.now();
  const verdict = await context.loginLimiter.check(customer.email, clientAddress, now.getTime());
  if (verdict) {
    const message = 'Too many attempts. Please try again later.';
    throw new CommerceError(429, message, 'TOO_MANY_ATTEMPTS', { errorMessage: message });
  }
  const row = await context.db
    .selectFrom('customers')
    .select('password_hash')
    .where('id', '=', customer.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(request.currentPassword, row.password_hash))) {
    await context.loginLimiter.record(customer.email, clientAddress, now.getTime());
    throw new CommerceError(400, CURRENT_PASSWORD_WRONG, 'PASSWORD_MISMATCH', { errorMessage: CURRENT_PASSWORD_WRONG });
  }
  assertNewPassword(request.newPassword, customer.email);
  const passwordHash = await hashPassword(request.newPassword, context.settings.passwordHashCost);
  await context.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('customers')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', customer.id)
      .execute();
    await revokeSessions(trx, now, { customerId: customer.id });
  });
}
