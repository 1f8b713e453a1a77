import type { WithdrawableOrder } from '@citerne/core-api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OrderRow } from '../order/openOrder';
import { describeWithdrawableOrder } from './describeWithdrawableOrder';

/**
 * An order of the shop's own database as the withdrawal function shows it (`describeWithdrawableOrder`): its lines
 * (`order_items`), what earlier withdrawals took back (`withdrawal_lines`), and whether its confirmation mail carried
 * the withdrawal information (`withdrawal_informed`, migration 0028).
 * @example
 * const view = await loadWithdrawableOrder(db, order, settings.now());
 */
export async function loadWithdrawableOrder(
  db: Kysely<Database>,
  order: OrderRow,
  now: Date,
): Promise<WithdrawableOrder> {
  const items = await db
    .selectFrom('order_items')
    .select(['id', 'sku', 'parent_sku', 'name', 'qty_ordered'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  const withdrawn = await db
    .selectFrom('withdrawal_lines')
    .innerJoin('withdrawals', 'withdrawals.id', 'withdrawal_lines.withdrawal_id')
    .select(['withdrawal_lines.order_item_id', (eb) => eb.fn.sum<string>('withdrawal_lines.qty').as('qty')])
    .where('withdrawals.order_id', '=', order.id)
    .groupBy('withdrawal_lines.order_item_id')
    .execute();
  const billing = order.billing_address;
  return describeWithdrawableOrder(
    db,
    {
      orderNumber: order.increment_id,
      orderedAt: new Date(order.created_at),
      name: [billing.firstname, billing.lastname].filter(Boolean).join(' '),
      email: order.customer_email,
      informed: order.withdrawal_informed,
      items: items.map((item) => ({
        itemId: item.id,
        sku: item.sku,
        parentSku: item.parent_sku,
        name: item.name,
        qtyOrdered: item.qty_ordered,
      })),
      withdrawn: new Map(withdrawn.map((row) => [row.order_item_id, Number(row.qty)])),
    },
    now,
  );
}
