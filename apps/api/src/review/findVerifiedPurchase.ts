import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Orders that do not prove a purchase: a card payment not made yet, a cancelled or refunded (closed) order. An order
 * paid on delivery or by transfer proves it as soon as it is placed: the customer committed to buy.
 */
const UNPROVEN_STATES = ['pending_payment', 'canceled', 'closed'];

/**
 * The date of the customer's first order of a product (the product itself, or one of its variants or bundle parts,
 * matched by sku and parent sku), or null: a review is a verified purchase only when this exists (art. D111-17
 * Code de la consommation), and its date is the date of the experience.
 * @example
 * const since = await findVerifiedPurchase(db, 7, { id: 1004, sku: 'CS-EP-10' }); // Date | null
 */
export async function findVerifiedPurchase(
  db: Kysely<Database>,
  customerId: number,
  product: { readonly id: number; readonly sku: string },
): Promise<Date | null> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select((eb) => eb.fn.min('orders.created_at').as('first'))
    .where('orders.customer_id', '=', customerId)
    .where('orders.state', 'not in', UNPROVEN_STATES)
    .where((eb) =>
      eb.or([
        eb('order_items.product_id', '=', product.id),
        eb('order_items.sku', '=', product.sku),
        eb('order_items.parent_sku', '=', product.sku),
      ]),
    )
    .executeTakeFirst();
  const first = row?.first;
  return first ? new Date(first as Date | string) : null;
}
