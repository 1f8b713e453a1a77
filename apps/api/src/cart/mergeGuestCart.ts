import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { mergeCartLines } from './mergeCartLines';

/**
 * Merges an active guest cart into a customer's cart (on login or when the customer cart is
 * created with the guest cart id), following `mergeCartLines`, with the guest's coupon, then closes the
 * guest cart as `merged`. A cart that is not an active guest cart is left alone. Runs inside the caller's transaction.
 * @example
 * await db.transaction().execute((trx) => mergeGuestCart(trx, guestCartId, customerCartId, now));
 */
export async function mergeGuestCart(
  trx: Kysely<Database>,
  guestCartId: string,
  customerCartId: string,
  now: Date,
): Promise<boolean> {
  if (guestCartId === customerCartId) return false;
  const guest = await trx
    .selectFrom('carts')
    .select(['id', 'coupon_code'])
    .where('id', '=', guestCartId)
    .where('customer_id', 'is', null)
    .where('status', '=', 'active')
    .forUpdate()
    .executeTakeFirst();
  if (!guest) return false;
  const read = (cartId: string) =>
    trx.selectFrom('cart_items').select(['id', 'sku', 'option_key', 'qty']).where('cart_id', '=', cartId).execute();
  const toMerge = (rows: Awaited<ReturnType<typeof read>>) =>
    rows.map((row) => ({ id: row.id, sku: row.sku, optionKey: row.option_key, qty: row.qty }));
  const plan = mergeCartLines(toMerge(await read(customerCartId)), toMerge(await read(guestCartId)));
  for (const { id, qty } of plan.raise) {
    await trx.updateTable('cart_items').set({ qty, updated_at: now }).where('id', '=', id).execute();
  }
  if (plan.move.length > 0) {
    await trx
      .updateTable('cart_items')
      .set({ cart_id: customerCartId, updated_at: now })
      .where(
        'id',
        'in',
        plan.move.map((line) => line.id),
      )
      .execute();
  }
  // The guest's coupon comes along: it fills a customer cart without one and, when both carts have one, the
  // guest's wins — it is the code the shopper has just typed, their latest intent (as the lines: the guest's
  // quantity wins). Whether it still applies is checked where every coupon is, when the totals are computed.
  await trx
    .updateTable('carts')
    .set((eb) => ({
      updated_at: now,
      coupon_code: eb.fn.coalesce(eb.val(guest.coupon_code), 'coupon_code'),
    }))
    .where('id', '=', customerCartId)
    .execute();
  await trx.updateTable('carts').set({ status: 'merged', updated_at: now }).where('id', '=', guestCartId).execute();
  return true;
}
