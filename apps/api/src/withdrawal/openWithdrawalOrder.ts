import type { WithdrawalAccess } from '@citerne/core-api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OrderRow } from '../order/openOrder';
import { openWithdrawalOrderFrom, type WithdrawalCaller, type WithdrawalKeys } from './openWithdrawalOrderFrom';

/**
 * The order of the shop's own database a withdrawal is about (`orders`), opened as `openWithdrawalOrderFrom` says;
 * `lock` takes the order's row lock for the caller's transaction.
 * @example
 * const order = await openWithdrawalOrder(db, keys, body, { customer, address, now });
 */
export function openWithdrawalOrder(
  db: Kysely<Database>,
  keys: WithdrawalKeys,
  access: WithdrawalAccess,
  caller: WithdrawalCaller,
  { lock = false }: { lock?: boolean } = {},
): Promise<OrderRow> {
  return openWithdrawalOrderFrom(
    {
      find(key) {
        const orders = db.selectFrom('orders').selectAll();
        const query =
          'orderId' in key ? orders.where('id', '=', key.orderId) : orders.where('increment_id', '=', key.orderNumber);
        return (lock ? query.forUpdate() : query).execute();
      },
      ownerOf: (order) => ({ customerId: order.customer_id, email: order.customer_email }),
    },
    keys,
    access,
    caller,
  );
}
