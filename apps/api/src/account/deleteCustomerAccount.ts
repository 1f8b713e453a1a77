import { type Kysely, sql } from 'kysely';
import type { CommerceContext } from '../commerce/CommerceContext';
import type { AuthenticatedCustomer } from '../customer/AuthenticatedCustomer';
import { verifyPassword } from '../customer/verifyPassword';
import type { Database } from '../db/schema';
import { CommerceError } from '../platform/CommerceError';

/** The answer to a wrong password on account deletion. */
export const WRONG_PASSWORD_MESSAGE = 'The password is incorrect.';

/** The name a deleted customer's reviews are shown under. */
export const ANONYMOUS_NICKNAME = 'Client';

/** What a stored address keeps once anonymised: the VAT destination of the sale, nothing that names a person. */
const keptAddressFields = (column: 'billing_address' | 'shipping_address') =>
  sql<string>`jsonb_strip_nulls(jsonb_build_object(
    'country_id', ${sql.ref(column)}->'country_id',
    'postcode', ${sql.ref(column)}->'postcode',
    'city', ${sql.ref(column)}->'city'))`;

/**
 * `user/delete` (GDPR art. 17, right to erasure): the password proves it is the customer (a wrong one is a
 * 403, not a 401 that would make the client refresh its tokens, and counts against the login limits);
 * then, in one transaction, everything that names the customer goes:
 * - sessions and refresh tokens (the access and refresh tokens stop working at once), reset tokens,
 *   addresses, carts, the newsletter subscription and its unused coupon, the mails sent to them, the account;
 * - reviews stay (they are about products) under the neutral nickname "Client", no longer linked;
 * - orders stay, anonymised: no customer, a non-deliverable e-mail, addresses reduced to country,
 *   postcode and city, amounts, lines and dates untouched. French accounting records must be kept 10
 *   years (Code de commerce, art. L123-22), and GDPR art. 17(3)(b) lets the shop keep what a legal
 *   obligation requires; the country, postcode and city stay because they fix the VAT destination.
 * @example
 * await deleteCustomerAccount(context, customer, { password }, clientAddress);
 */
export async function deleteCustomerAccount(
  context: CommerceContext,
  customer: AuthenticatedCustomer,
  request: { password: string },
  clientAddress: string,
): Promise<void> {
  const now = context.settings.now();
  const verdict = await context.loginLimiter.check(customer.email, clientAddress, now.getTime());
  if (verdict) {
    throw new CommerceError(
      429,
      `Too many attempts. Please try again in ${Math.ceil(verdict.retryAfterSeconds / 60)} minute(s).`,
      'TOO_MANY_ATTEMPTS',
      { retryAfterSeconds: verdict.retryAfterSeconds },
    );
  }
  const row = await context.db
    .selectFrom('customers')
    .select('password_hash')
    .where('id', '=', customer.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(request.password, row.password_hash))) {
    await context.loginLimiter.record(customer.email, clientAddress, now.getTime());
    throw new CommerceError(403, WRONG_PASSWORD_MESSAGE, 'WRONG_PASSWORD');
  }
  await context.db.transaction().execute((trx) => eraseCustomer(trx, customer.id, customer.email));
}

async function eraseCustomer(trx: Kysely<Database>, customerId: number, accountEmail: string): Promise<void> {
  const email = accountEmail.toLowerCase();
  const orders = await trx
    .selectFrom('orders')
    .select(['id', 'customer_email'])
    .where('customer_id', '=', customerId)
    .execute();
  const orderIds = orders.map((order) => order.id);
  const mailAddresses = [...new Set([email, ...orders.map((order) => order.customer_email.toLowerCase())])];

  if (orderIds.length > 0) {
    await trx
      .updateTable('orders')
      .set({
        customer_id: null,
        customer_email: sql<string>`'anonymised-' || increment_id || '@invalid'`,
        billing_address: keptAddressFields('billing_address'),
        shipping_address: sql<
          string | null
        >`case when shipping_address is null then null else ${keptAddressFields('shipping_address')} end`,
      })
      .where('id', 'in', orderIds)
      .execute();
    // A card provider's form fields name the buyer (e-mail, names); the payment itself stays.
    await trx.updateTable('payments').set({ redirect_form: null }).where('order_id', 'in', orderIds).execute();
  }
  const sessionIds = trx.selectFrom('customer_sessions').select('id').where('customer_id', '=', customerId);
  await trx.deleteFrom('refresh_tokens').where('session_id', 'in', sessionIds).execute();
  await trx.deleteFrom('customer_sessions').where('customer_id', '=', customerId).execute();
  await trx.deleteFrom('password_reset_tokens').where('customer_id', '=', customerId).execute();
  await trx.deleteFrom('customer_addresses').where('customer_id', '=', customerId).execute();
  await trx.deleteFrom('carts').where('customer_id', '=', customerId).execute();
  // The wishlist goes too (the foreign key cascades; said here so the erasure reads complete).
  await trx.deleteFrom('wishlist_items').where('customer_id', '=', customerId).execute();
  await trx
    .updateTable('reviews')
    .set({ customer_id: null, nickname: ANONYMOUS_NICKNAME })
    .where('customer_id', '=', customerId)
    .execute();
  await trx
    .deleteFrom('newsletter_subscribers')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .execute();
  // The newsletter coupon: gone unless an order used it (then it stays with the order, without the e-mail).
  await trx
    .deleteFrom('coupons')
    .where((eb) => eb(eb.fn('lower', ['issued_to']), '=', email))
    .where('used_at', 'is', null)
    .execute();
  await trx
    .updateTable('coupons')
    .set({ issued_to: null })
    .where((eb) => eb(eb.fn('lower', ['issued_to']), '=', email))
    .execute();
  // Mails sent to the customer hold their names and addresses (order confirmations, reset links).
  await trx
    .deleteFrom('mail_outbox')
    .where((eb) => eb(eb.fn('lower', ['to_address']), 'in', mailAddresses))
    .execute();
  await trx.deleteFrom('customers').where('id', '=', customerId).execute();
}
