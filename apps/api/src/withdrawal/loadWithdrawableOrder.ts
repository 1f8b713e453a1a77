import type { WithdrawableLine, WithdrawableOrder } from '@citerne/core-api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OrderRow } from '../order/openOrder';
import { lineWithdrawability } from './lineWithdrawability';
import { isWithinWithdrawalPeriod, withdrawalPeriod } from './withdrawalPeriod';

function truthy(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/**
 * An order as the withdrawal function shows it: the period computed (see `withdrawalPeriod`: the shop has no
 * shipment tracking and its shipping methods carry no delivery time, so the fourteen days run from the order
 * date — never later than the real delivery), and each line with how much of it can still be withdrawn: made-to-
 * measure goods (the catalogue's `made_to_measure`, art. L221-28 3°) never, lines taken back by earlier
 * withdrawals no more.
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
  // A variant is made to measure when it or its parent product is flagged so in the catalogue.
  const skus = [...new Set(items.flatMap((item) => [item.sku, ...(item.parent_sku ? [item.parent_sku] : [])]))];
  const products =
    skus.length === 0 ? [] : await db.selectFrom('products').select(['sku', 'doc']).where('sku', 'in', skus).execute();
  const madeToMeasure = new Set(
    products.filter((product) => truthy((product.doc as Record<string, unknown>).made_to_measure)).map((p) => p.sku),
  );
  const withdrawn = await db
    .selectFrom('withdrawal_lines')
    .innerJoin('withdrawals', 'withdrawals.id', 'withdrawal_lines.withdrawal_id')
    .select(['withdrawal_lines.order_item_id', (eb) => eb.fn.sum<string>('withdrawal_lines.qty').as('qty')])
    .where('withdrawals.order_id', '=', order.id)
    .groupBy('withdrawal_lines.order_item_id')
    .execute();
  const withdrawnByItem = new Map(withdrawn.map((row) => [row.order_item_id, Number(row.qty)]));
  const period = withdrawalPeriod({
    orderedAt: new Date(order.created_at),
    deliveredAt: null,
    deliveryDays: null,
    informed: order.withdrawal_informed,
  });
  const open = isWithinWithdrawalPeriod(period, now);
  const lines: WithdrawableLine[] = items.map((item) => {
    const qtyWithdrawn = withdrawnByItem.get(item.id) ?? 0;
    const rule = lineWithdrawability(
      {
        qtyOrdered: item.qty_ordered,
        qtyWithdrawn,
        madeToMeasure: madeToMeasure.has(item.sku) || (item.parent_sku !== null && madeToMeasure.has(item.parent_sku)),
      },
      open,
    );
    return {
      itemId: item.id,
      sku: item.sku,
      name: item.name,
      qtyOrdered: item.qty_ordered,
      qtyWithdrawn,
      qtyWithdrawable: rule.qtyWithdrawable,
      refusal: rule.refusal,
    };
  });
  const billing = order.billing_address;
  return {
    orderNumber: order.increment_id,
    orderedAt: new Date(order.created_at).toISOString(),
    name: [billing.firstname, billing.lastname].filter(Boolean).join(' '),
    email: order.customer_email,
    period: {
      startsOn: period.startsOn,
      basis: period.basis,
      lastDay: period.lastDay,
      endsAt: period.endsAt.toISOString(),
      extended: period.extended,
      open,
    },
    lines,
  };
}
