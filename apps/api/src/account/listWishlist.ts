import type { WishlistItem } from '@citerne/core-api/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { WishlistTable } from './WishlistTable';

/**
 * `user/wishlist`: a customer's wishlist, oldest first, each product with its name, `url_key` and image from the
 * catalogue. A product since removed from the catalogue is left out of the list the shop shows, but kept in the
 * data export (`withRemoved`: GDPR art. 15 lists everything held, with an empty name and link). `table`: where the
 * platform keeps wishlists (`magento_wishlist_items` for Magento's customers).
 * @example
 * const items = await listWishlist(db, customer.id);
 */
export async function listWishlist(
  db: Kysely<Database>,
  customerId: number,
  {
    withRemoved = false,
    table = 'wishlist_items',
  }: { readonly withRemoved?: boolean; readonly table?: WishlistTable } = {},
): Promise<WishlistItem[]> {
  const rows = await db
    .selectFrom(`${table} as w` as 'wishlist_items as w')
    .leftJoin('products', 'products.sku', 'w.sku')
    .select([
      'w.sku',
      'w.added_at',
      'products.name',
      'products.url_key',
      sql<string | null>`products.doc->>'image'`.as('image'),
    ])
    .where('w.customer_id', '=', customerId)
    .orderBy('w.id')
    .execute();
  return rows
    .filter((row) => withRemoved || row.name !== null)
    .map((row) => ({
      sku: row.sku,
      name: row.name ?? '',
      urlKey: row.url_key ?? '',
      image: row.image ?? null,
      addedAt: new Date(row.added_at).toISOString(),
    }));
}
