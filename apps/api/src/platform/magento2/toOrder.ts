import type { Order } from '@citerne/core-api/contract';

/** `Magento\Sales\Api\Data\OrderInterface`, the fields the shop shows (its own keys are Magento's). */
export interface MagentoOrder {
  readonly entity_id: number;
  readonly increment_id: string;
  readonly created_at: string;
  readonly updated_at?: string;
  readonly status: string;
  readonly state?: string;
  readonly grand_total: number;
  readonly subtotal?: number;
  readonly subtotal_incl_tax?: number;
  readonly shipping_amount?: number;
  readonly shipping_incl_tax?: number;
  readonly tax_amount?: number;
  readonly discount_amount?: number;
  readonly order_currency_code?: string;
  readonly customer_email?: string;
  readonly customer_id?: number;
  readonly items?: ReadonlyArray<{
    readonly item_id?: number;
    readonly product_id?: number;
    readonly sku: string;
    readonly name: string;
    readonly qty_ordered: number;
    readonly price_incl_tax?: number;
    readonly row_total_incl_tax?: number;
    readonly parent_item_id?: number;
  }>;
  readonly billing_address?: object;
  readonly payment?: { readonly method: string; readonly additional_information?: string[] };
}

const AMOUNTS = [
  'subtotal',
  'subtotal_incl_tax',
  'shipping_amount',
  'shipping_incl_tax',
  'tax_amount',
  'discount_amount',
] as const;

/**
 * A Magento order as the invoice page and the order history read it: the contract's keys are Magento's, so this only
 * keeps the fields the contract names (none of Magento's internal ones, such as the quote or the remote IP) and leaves
 * out the child lines of configurable products (their parent line names the product).
 * @example
 * const view = toOrder(await magento.call<MagentoOrder>({ method: 'GET', path: `/V1/orders/${id}`, auth: 'admin' }));
 */
export function toOrder(order: MagentoOrder): Order {
  const amounts = Object.fromEntries(AMOUNTS.flatMap((key) => (order[key] === undefined ? [] : [[key, order[key]]])));
  return {
    entity_id: order.entity_id,
    increment_id: order.increment_id,
    created_at: order.created_at,
    ...(order.updated_at === undefined ? {} : { updated_at: order.updated_at }),
    status: order.status,
    ...(order.state === undefined ? {} : { state: order.state }),
    grand_total: order.grand_total,
    ...amounts,
    ...(order.order_currency_code === undefined ? {} : { order_currency_code: order.order_currency_code }),
    ...(order.customer_email === undefined ? {} : { customer_email: order.customer_email }),
    items: (order.items ?? [])
      .filter((item) => item.parent_item_id === undefined)
      .map(({ parent_item_id: _parent, ...item }) => item),
    ...(order.billing_address === undefined
      ? {}
      : { billing_address: order.billing_address as Order['billing_address'] }),
    ...(order.payment === undefined
      ? {}
      : {
          payment: {
            method: order.payment.method,
            ...(order.payment.additional_information
              ? { additional_information: order.payment.additional_information }
              : {}),
          },
        }),
  };
}
