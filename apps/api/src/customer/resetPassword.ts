import type { CommerceContext } from '../commerce/CommerceContext';
import { CommerceError } from '../platform/CommerceError';
import { assertNewPassword } from './assertNewPassword';
import { findLiveResetToken } from './findLiveResetToken';
import { hashPassword } from './hashPassword';
import { revokeSessions } from './revokeSessions';

/** SPEC §8: the answer to a reset link that is unknown, used or older than two hours. */
export const RESET_LINK_EXPIRED = 'Your password reset link has expired.';

/**
 * `user/create-password` (SPEC §7): sets a new password with the token of a reset link. The token
 * must be the e-mail's, unused and younger than two hours; it is then spent, with the customer's other
 * reset tokens, and every session of the customer is revoked.
 * @example
 * await resetPassword(context, { email, newPassword, resetToken });
 */
export async function resetPassword(
  context: CommerceContext,
  request: { email: string; newPassword: string; resetToken: string },
): Promise<void> {
  assertNewPassword(request.newPassword, request.email);
  const now = context.settings.now();
  const passwordHash = await hashPassword(request.newPassword, context.settings.passwordHashCost);
  await context.db.transaction().execute(async (trx) => {
    const row = await findLiveResetToken(trx, request.email, request.resetToken, now, { lock: true });
    if (!row) throw new CommerceError(400, RESET_LINK_EXPIRED, 'RESET_LINK_EXPIRED');
    await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('customer_id', '=', row.customerId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .updateTable('customers')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', row.customerId)
      .execute();
    await revokeSessions(trx, now, { customerId: row.customerId });
  });
}
