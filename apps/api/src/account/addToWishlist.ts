import { WISHLIST_LIMIT } from '@citerne/core-api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { WishlistTable } from './WishlistTable';

/**
 * `user/wishlist` POST: adds products to a customer's wishlist — also the merge of a guest's list at login. A
 * product already there stays once (the key is customer + sku), a sku the catalogue does not sell (unknown or
 * disabled) is left out, and the list never grows beyond `WISHLIST_LIMIT`: the first skus sent win. `table`: where the
 * platform keeps wishlists.
 * @example
 * await addToWishlist(db, customer.id, ['CS-EP-5'], new Date());
 */
export async function addToWishlist(
  db: Kysely<Database>,
  customerId: number,
  skus: readonly string[],
  now: Date,
  table: WishlistTable = 'wishlist_items',
): Promise<void> {
  // Both wishlist tables have the same columns (`WishlistTable`).
  const items = table as 'wishlist_items';
  await db.transaction().execute(async (trx) => {
    const held = await trx.selectFrom(items).select('sku').where('customer_id', '=', customerId).execute();
    const known = new Set(held.map((row) => row.sku));
    const wanted = [...new Set(skus)].filter((sku) => !known.has(sku));
    if (wanted.length === 0) return;
    const sold = await trx
      .selectFrom('products')
      .select('sku')
      .where('sku', 'in', wanted)
      .where('status', '=', 1)
      .execute();
    const soldSkus = new Set(sold.map((row) => row.sku));
    const room = Math.max(0, WISHLIST_LIMIT - known.size);
    const added = wanted.filter((sku) => soldSkus.has(sku)).slice(0, room);
    if (added.length === 0) return;
    // Inserted in the order sent: the serial id keeps it, the list reads back oldest first.
    await trx
      .insertInto(items)
      .values(added.map((sku) => ({ customer_id: customerId, sku, added_at: now })))
      .onConflict((conflict) => conflict.columns(['customer_id', 'sku']).doNothing())
      .execute();
  });
}
