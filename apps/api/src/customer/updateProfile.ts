import type { UserProfile, UserUpdateMeRequestSchema } from '@citerne/core-api/contract';
import type * as v from 'valibot';
import type { CommerceContext } from '../commerce/CommerceContext';
import { isUniqueViolation } from '../commerce/isUniqueViolation';
import { CommerceError } from '../platform/CommerceError';
import type { AuthenticatedCustomer } from './AuthenticatedCustomer';
import { loadProfile } from './loadProfile';
import { EMAIL_TAKEN } from './registerCustomer';
import { saveAddresses } from './saveAddresses';

/**
 * `POST user/me` (SPEC §7): changes the customer's first name, last name, e-mail and, when given,
 * addresses — nothing else can change (SPEC §6; the contract drops any other field). A new e-mail
 * must not be another customer's; an address id that is not the caller's refuses the whole update.
 * @example
 * const profile = await updateProfile(context, customer, { customer: { firstname, lastname, email } });
 */
export async function updateProfile(
  context: CommerceContext,
  customer: AuthenticatedCustomer,
  request: v.InferOutput<typeof UserUpdateMeRequestSchema>,
): Promise<UserProfile> {
  const now = context.settings.now();
  const { firstname, lastname, email, addresses } = request.customer;
  const saving = context.db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('customers')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .where('id', '!=', customer.id)
      .executeTakeFirst();
    if (taken) throw new CommerceError(409, EMAIL_TAKEN, 'EMAIL_TAKEN');
    if (addresses !== undefined) await saveAddresses(trx, customer.id, addresses, now);
    await trx
      .updateTable('customers')
      .set({ firstname, lastname, email, updated_at: now })
      .where('id', '=', customer.id)
      .execute();
  });
  try {
    await saving;
  } catch (error) {
    // Two customers taking the same new e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) throw new CommerceError(409, EMAIL_TAKEN, 'EMAIL_TAKEN');
    throw error;
  }
  return loadProfile(context.db, customer.id);
}
