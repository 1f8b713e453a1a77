import { UserAddressInputSchema, type UserProfile } from '@citerne/core-api/contract';
import * as v from 'valibot';
import type { CommerceContext } from '../commerce/CommerceContext';
import { assertNewPassword } from '../customer/assertNewPassword';
import { hashPassword } from '../customer/hashPassword';
import { loadProfile } from '../customer/loadProfile';
import { EMAIL_TAKEN } from '../customer/registerCustomer';
import { saveAddresses } from '../customer/saveAddresses';
import { CommerceError } from '../platform/CommerceError';
import type { OrderRow } from './openOrder';

/** The order's address as a saved address of the new account, or nothing when it is not one a profile can hold. */
function savedAddressOf(address: unknown) {
  if (!address || typeof address !== 'object') return [];
  const { email: _email, ...fields } = address as Record<string, unknown>;
  const parsed = v.safeParse(UserAddressInputSchema, { ...fields, default_shipping: true, default_billing: true });
  return parsed.success ? [parsed.output] : [];
}

/**
 * The thank-you page's offer to a guest (`POST /api/order/{orderNumber}/account`): an account made from the order —
 * its e-mail, the billing names, its delivery address (else the billing one) as the default address — with the
 * password given, and the order moved into it. The caller proved the order is theirs with its access key
 * (`openOrder`). Refused (409) when the order already belongs to an account or the e-mail has one (SPEC §8 text);
 * nothing is changed then.
 * @example
 * const profile = await createAccountFromOrder(context, order, 'motdepasse-solide');
 */
export async function createAccountFromOrder(
  context: CommerceContext,
  order: OrderRow,
  password: string,
): Promise<UserProfile> {
  if (order.customer_id !== null) {
    throw new CommerceError(409, 'This order already belongs to an account: log in to see it.', 'ORDER_HAS_ACCOUNT');
  }
  const billing = (order.billing_address ?? {}) as { firstname?: unknown; lastname?: unknown };
  const firstname = typeof billing.firstname === 'string' ? billing.firstname : '';
  const lastname = typeof billing.lastname === 'string' ? billing.lastname : '';
  assertNewPassword(password, order.customer_email);
  const passwordHash = await hashPassword(password, context.settings.passwordHashCost);
  const now = context.settings.now();
  const id = await context.db.transaction().execute(async (trx) => {
    // The order is taken under its row lock: two offers accepted at once make one account.
    const open = await trx
      .selectFrom('orders')
      .select('id')
      .where('id', '=', order.id)
      .where('customer_id', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!open) {
      throw new CommerceError(409, 'This order already belongs to an account: log in to see it.', 'ORDER_HAS_ACCOUNT');
    }
    const inserted = await trx
      .insertInto('customers')
      .values({
        email: order.customer_email,
        firstname,
        lastname,
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
    await saveAddresses(trx, inserted.id, savedAddressOf(order.shipping_address ?? order.billing_address), now);
    await trx
      .updateTable('orders')
      .set({ customer_id: inserted.id, updated_at: now })
      .where('id', '=', order.id)
      .execute();
    return inserted.id;
  });
  return loadProfile(context.db, id);
}
