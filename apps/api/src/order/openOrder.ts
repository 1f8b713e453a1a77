import type { Kysely, Selectable } from 'kysely';
import { sha256Hex } from '../commerce/sha256Hex';
import type { AuthenticatedCustomer } from '../customer/AuthenticatedCustomer';
import type { Database, OrderTable } from '../db/schema';
import { CommerceError } from '../platform/CommerceError';

/** An order row as stored. */
export type OrderRow = Selectable<OrderTable>;

/** Who asks for an order: the customer of the token sent, and the access key sent. */
export interface OrderAccess {
  readonly customer: AuthenticatedCustomer | null;
  readonly key: string | undefined;
}

/**
 * The order a caller may see or act on: its customer (user token) or whoever holds its access key
 * (the invoice and payment return links carry it). Anyone else, like an unknown number, gets the same
 * 404, so order numbers cannot be probed. `lock` takes the order's row lock for the caller's transaction.
 * @example
 * const order = await openOrder(db, '000000012', { customer, key: query.key });
 */
export async function openOrder(
  db: Kysely<Database>,
  orderNumber: string,
  access: OrderAccess,
  { lock = false }: { lock?: boolean } = {},
): Promise<OrderRow> {
  if (!/^\d{1,20}$/.test(orderNumber)) throw new CommerceError(404, 'No such order.', 'ORDER_NOT_FOUND');
  let query = db.selectFrom('orders').selectAll().where('increment_id', '=', orderNumber);
  if (lock) query = query.forUpdate();
  const order = await query.executeTakeFirst();
  const allowed =
    order !== undefined &&
    ((access.customer !== null && order.customer_id === access.customer.id) ||
      // Compared as digests: equal-length strings, so the comparison time tells nothing of the key.
      (access.key !== undefined && sha256Hex(access.key) === sha256Hex(order.access_key)));
  if (!order || !allowed) throw new CommerceError(404, 'No such order.', 'ORDER_NOT_FOUND');
  return order;
}
