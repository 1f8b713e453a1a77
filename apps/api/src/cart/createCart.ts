import type { CommerceContext } from '../commerce/CommerceContext';
import { randomToken } from '../commerce/randomToken';
import { mergeGuestCart } from './mergeGuestCart';

/**
 * `cart/create` (SPEC §7): a new guest cart with an unguessable id (192 random bits), or for a
 * customer their active cart (made if they have none). A customer passing their previous guest
 * cart id gets its lines merged in.
 * @example
 * const cartId = await createCart(context, null); // a guest cart
 * const mine = await createCart(context, customer.id, guestCartId); // the customer's cart, guest lines merged
 */
export async function createCart(
  context: CommerceContext,
  customerId: number | null,
  guestCartId?: string,
): Promise<string> {
  const now = context.settings.now();
  if (customerId === null) {
    const id = randomToken();
    await context.db.insertInto('carts').values({ id, customer_id: null, created_at: now, updated_at: now }).execute();
    return id;
  }
  return context.db.transaction().execute(async (trx) => {
    // One active cart per customer: serialise the customer's own cart creations.
    await trx.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().execute();
    const existing = await trx
      .selectFrom('carts')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('status', '=', 'active')
      .orderBy('updated_at', 'desc')
      .executeTakeFirst();
    let id = existing?.id;
    if (id === undefined) {
      id = randomToken();
      await trx.insertInto('carts').values({ id, customer_id: customerId, created_at: now, updated_at: now }).execute();
    }
    if (guestCartId !== undefined) await mergeGuestCart(trx, guestCartId, id, now);
    return id;
  });
}
