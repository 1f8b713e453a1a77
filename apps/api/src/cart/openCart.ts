import type { Kysely, Selectable } from 'kysely';
import type { AuthenticatedCustomer } from '../customer/AuthenticatedCustomer';
import type { CartTable, Database } from '../db/schema';
import { CommerceError } from '../platform/CommerceError';

/** A cart row as stored. */
export type CartRow = Selectable<CartTable>;

/**
 * The active cart a caller may use. A guest cart is reached by its unguessable id alone; a customer
 * cart needs its owner's token: without a token the answer is 401 (SPEC §4: the storefront then falls
 * back to a guest cart), with another customer's token 403. An unknown or closed cart is a 404.
 * @example
 * const cart = await openCart(db, query.cartId, customer);
 */
export async function openCart(
  db: Kysely<Database>,
  cartId: string,
  customer: AuthenticatedCustomer | null,
  { lock = false }: { lock?: boolean } = {},
): Promise<CartRow> {
  let query = db.selectFrom('carts').selectAll().where('id', '=', cartId);
  if (lock) query = query.forUpdate();
  const cart = await query.executeTakeFirst();
  if (!cart) throw new CommerceError(404, `No such cart: ${cartId}.`, 'CART_NOT_FOUND');
  if (cart.customer_id !== null) {
    if (customer === null) {
      throw new CommerceError(401, 'This cart belongs to a customer: send their token to use it.', 'CART_NEEDS_LOGIN');
    }
    if (customer.id !== cart.customer_id) {
      throw new CommerceError(403, 'This cart belongs to another customer.', 'CART_FORBIDDEN');
    }
  }
  if (cart.status !== 'active') {
    throw new CommerceError(404, `The cart ${cartId} is closed (${cart.status}).`, 'CART_CLOSED');
  }
  return cart;
}
