import type { MagentoExchange } from '../startRecordedMagento';

/** The sku every recording sells (the contract's simple product) and its price, 20 € + 20 % VAT. */
export const SKU = 'T-VALVE';

/** The e-mail of the contract's n-th new customer, its clock stopped at `CONTRACT_NOW` (`platformContract`). */
export const CONTRACT_NOW = new Date('2025-05-02T10:00:00.000Z');
export const email = (n: number) => `contract-${CONTRACT_NOW.getTime().toString(36)}-${n}@example.fr`;

/** The contract's address, as the storefront sends it and Magento reads it. */
export const address = {
  firstname: 'Léa',
  lastname: 'Martin',
  street: ['12 rue des Lilas'],
  city: 'Lyon',
  postcode: '69001',
  country_id: 'FR',
  telephone: '+33 4 78 00 00 00',
};

/** `GET /V1/guest-carts/{id}/payment-methods`: Magento's offline methods. */
export const paymentMethods = [
  { code: 'checkmo', title: 'Check / Money order' },
  { code: 'cashondelivery', title: 'Cash On Delivery' },
];

/** A `CartItemInterface` line of the sku. */
export const cartItem = (itemId: number, qty: number, quoteId: string) => ({
  item_id: itemId,
  sku: SKU,
  qty,
  name: 'Vanne de vidange',
  price: 20,
  product_type: 'simple',
  quote_id: quoteId,
});

/** A `TotalsInterface` of `qty` units of the sku (line `itemId`), with shipping when given (5 € + VAT). */
export const totals = (lines: ReadonlyArray<{ itemId: number; qty: number }>, shipping = 0) => {
  const qty = lines.reduce((sum, line) => sum + line.qty, 0);
  const subtotal = 20 * qty;
  const grand = subtotal * 1.2 + shipping * 1.2;
  return {
    grand_total: grand,
    base_grand_total: grand,
    subtotal,
    subtotal_incl_tax: subtotal * 1.2,
    subtotal_with_discount: subtotal,
    shipping_amount: shipping,
    shipping_incl_tax: shipping * 1.2,
    tax_amount: (subtotal + shipping) * 0.2,
    base_tax_amount: (subtotal + shipping) * 0.2,
    discount_amount: 0,
    items_qty: qty,
    base_currency_code: 'EUR',
    quote_currency_code: 'EUR',
    items: lines.map((line) => ({
      item_id: line.itemId,
      qty: line.qty,
      price: 20,
      price_incl_tax: 24,
      row_total: 20 * line.qty,
      row_total_incl_tax: 24 * line.qty,
      tax_amount: 4 * line.qty,
      tax_percent: 20,
      discount_amount: 0,
      name: 'Vanne de vidange',
    })),
    total_segments: [
      { code: 'subtotal', title: 'Subtotal', value: subtotal * 1.2 },
      ...(shipping
        ? [{ code: 'shipping', title: 'Shipping & Handling (Flat Rate - Fixed)', value: shipping * 1.2 }]
        : []),
      { code: 'tax', title: 'Tax', value: (subtotal + shipping) * 0.2 },
      { code: 'grand_total', title: 'Grand Total', value: grand },
    ],
  };
};

/** A request answered with a body (status 200 unless given). */
export const answer = (request: MagentoExchange['request'], body: unknown, status?: number): MagentoExchange => ({
  request,
  response: status === undefined ? { body } : { status, body },
});

/**
 * A `Magento\Sales\Api\Data\OrderInterface` as `GET /V1/orders/{id}` answers it
 * (https://developer.adobe.com/commerce/webapi/rest/tutorials/orders/order-create-order/#verify-this-step): a guest's
 * order of 2 units of the sku, line `itemId`, placed at `CONTRACT_NOW`; `overrides` replace whole keys.
 */
export const magentoOrder = (entityId: number, itemId: number, overrides: Record<string, unknown> = {}) => ({
  entity_id: entityId,
  increment_id: String(entityId).padStart(9, '0'),
  created_at: '2025-05-02 10:00:00',
  updated_at: '2025-05-02 10:00:00',
  state: 'new',
  status: 'pending',
  grand_total: 54,
  subtotal: 40,
  subtotal_incl_tax: 48,
  shipping_amount: 5,
  shipping_incl_tax: 6,
  tax_amount: 9,
  discount_amount: 0,
  order_currency_code: 'EUR',
  customer_email: 'lea@example.fr',
  customer_firstname: 'Léa',
  customer_lastname: 'Martin',
  customer_is_guest: 1,
  quote_id: 20,
  remote_ip: '198.51.100.7',
  items: [
    {
      item_id: itemId,
      product_id: 990200,
      sku: SKU,
      name: 'Vanne de vidange',
      qty_ordered: 2,
      price_incl_tax: 24,
      row_total_incl_tax: 48,
    },
  ],
  billing_address: { ...address, email: 'lea@example.fr', address_type: 'billing', entity_id: 83, parent_id: entityId },
  payment: { method: 'cashondelivery', additional_information: ['Cash On Delivery'] },
  ...overrides,
});

/**
 * `GET /V1/orders?searchCriteria…` for the orders numbered `orderNumber`, with the integration, answered `orders`
 * (https://developer.adobe.com/commerce/webapi/rest/use-rest/performing-searches/: `{ items, search_criteria,
 * total_count }`).
 */
export const orderSearch = (orderNumber: string, orders: readonly unknown[]): MagentoExchange => {
  const filter = 'searchCriteria[filter_groups][0][filters][0]';
  return answer(
    {
      method: 'GET',
      path: '/V1/orders',
      query: `${filter}[field]=increment_id&${filter}[value]=${orderNumber}&${filter}[condition_type]=eq`,
      auth: 'admin',
    },
    {
      items: orders,
      search_criteria: {
        filter_groups: [{ filters: [{ field: 'increment_id', value: orderNumber, condition_type: 'eq' }] }],
      },
      total_count: orders.length,
    },
  );
};
