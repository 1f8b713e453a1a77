import type { Order } from '@citerne/core-api/contract';
import { fromCents } from '@citerne/pricing';
import type { Kysely, Selectable } from 'kysely';
import type { Database, OrderTable } from '../db/schema';

const euros = fromCents;
const magentoDate = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/**
 * Orders in the contract's `Order` shape (order history, invoice page): amounts in euros, lines with
 * their options, addresses, payment method and the payment status of a card payment.
 * @example
 * const [view] = await loadOrderViews(db, [orderRow]);
 */
export async function loadOrderViews(
  db: Kysely<Database>,
  orders: readonly Selectable<OrderTable>[],
): Promise<Order[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const items = await db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).orderBy('id').execute();
  const payments = await db
    .selectFrom('payments')
    .select(['order_id', 'status', 'provider'])
    .where('order_id', 'in', ids)
    .orderBy('attempt')
    .execute();
  return orders.map((order) => {
    const payment = payments.filter((row) => row.order_id === order.id).at(-1);
    return {
      entity_id: order.id,
      increment_id: order.increment_id,
      created_at: magentoDate(order.created_at),
      updated_at: magentoDate(order.updated_at),
      status: order.status,
      state: order.state,
      grand_total: euros(order.grand_total),
      base_grand_total: euros(order.grand_total),
      subtotal: euros(order.subtotal),
      subtotal_incl_tax: euros(order.subtotal_incl_tax),
      shipping_amount: euros(order.shipping_amount),
      shipping_incl_tax: euros(order.shipping_incl_tax),
      shipping_description: order.shipping_description,
      tax_amount: euros(order.tax_amount),
      discount_amount: -euros(order.discount_amount),
      coupon_code: order.coupon_code,
      order_currency_code: order.currency,
      customer_email: order.customer_email,
      total_qty_ordered: order.total_qty,
      items: items
        .filter((item) => item.order_id === order.id)
        .map((item) => ({
          item_id: item.id,
          ...(item.product_id === null ? {} : { product_id: item.product_id }),
          sku: item.sku,
          parent_sku: item.parent_sku,
          name: item.name,
          product_type: item.product_type,
          qty_ordered: item.qty_ordered,
          price: euros(item.price),
          price_incl_tax: euros(item.price_incl_tax),
          row_total: euros(item.row_total),
          row_total_incl_tax: euros(item.row_total_incl_tax),
          tax_amount: euros(item.tax_amount),
          tax_percent: Number(item.tax_percent),
          discount_amount: euros(item.discount_amount),
          ...(item.product_option ? { product_option: item.product_option } : {}),
        })),
      // An anonymised order (its customer deleted the account) keeps only the country, postcode and city of its
      // addresses: the names and street read as empty.
      billing_address: {
        ...order.billing_address,
        firstname: order.billing_address.firstname ?? '',
        lastname: order.billing_address.lastname ?? '',
        street: order.billing_address.street ?? [],
      } as Order['billing_address'],
      ...(order.shipping_address ? { shipping_address: order.shipping_address } : {}),
      payment: {
        method: order.payment_method,
        additional_information: payment ? [payment.provider, payment.status] : [],
        ...(payment ? { status: payment.status } : {}),
      },
    } satisfies Order;
  });
}
