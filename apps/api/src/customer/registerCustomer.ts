import type { UserCreateRequestSchema, UserProfile } from '@citerne/core-api/contract';
import type * as v from 'valibot';
import type { CommerceContext } from '../commerce/CommerceContext';
import { CommerceError } from '../platform/CommerceError';
import { assertNewPassword } from './assertNewPassword';
import { hashPassword } from './hashPassword';
import { loadProfile } from './loadProfile';
import { saveAddresses } from './saveAddresses';

/** SPEC §8: the refusal of a second account with the same e-mail. */
export const EMAIL_TAKEN = 'A customer with the same email address already exists in an associated website.';

/**
 * `user/create` (SPEC §7): a new customer with a scrypt-hashed password and optional addresses.
 * @example
 * const profile = await registerCustomer(context, { customer: { email, firstname, lastname }, password });
 */
export async function registerCustomer(
  context: CommerceContext,
  request: v.InferOutput<typeof UserCreateRequestSchema>,
): Promise<UserProfile> {
  assertNewPassword(request.password, request.customer.email);
  const passwordHash = await hashPassword(request.password, context.settings.passwordHashCost);
  const now = context.settings.now();
  const id = await context.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('customers')
      .values({
        email: request.customer.email,
        firstname: request.customer.firstname,
        lastname: request.customer.lastname,
        password_hash: passwordHash,
        default_billing: null,
        default_shipping: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new CommerceError(409, EMAIL_TAKEN, 'EMAIL_TAKEN');
    if (request.customer.addresses?.length) {
      await saveAddresses(
        trx,
        inserted.id,
        request.customer.addresses.map((address) => ({ ...address, id: undefined })),
        now,
      );
    }
    return inserted.id;
  });
  return loadProfile(context.db, id);
}
