import type { MagentoExchange } from '../startRecordedMagento';
import { address, answer, cartItem, paymentMethods, SKU, totals } from './recordedShapes';

// The guest order and the stock of the contract's "orders and stock" cases, in the shape of Adobe's REST docs:
// https://developer.adobe.com/commerce/webapi/rest/tutorials/orders/order-prepare-checkout/ (shipping-information),
// https://developer.adobe.com/commerce/webapi/rest/tutorials/orders/order-create-order/ (payment-information → id),
// https://developer.adobe.com/commerce/webapi/rest/tutorials/orders/order-create-order/#verify-this-step (GET order),
// https://developer.adobe.com/commerce/webapi/rest/inventory/ (GET /V1/stockItems/{sku}, its 404 for unknown skus).

/** The masked id of the guest cart the contract orders. */
export const CART = 'gc20ordercartmaskedid00000000000';
const stock = (qty: number) => ({
  item_id: 7,
  product_id: 990200,
  stock_id: 1,
  qty,
  is_in_stock: true,
  is_qty_decimal: false,
  manage_stock: true,
  min_sale_qty: 1,
  max_sale_qty: 10000,
  low_stock_date: null,
});
const readStock = (qty: number) => answer({ method: 'GET', path: `/V1/stockItems/${SKU}`, auth: 'admin' }, stock(qty));
const order = {
  entity_id: 42,
  increment_id: '000000042',
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
  customer_is_guest: 1,
  quote_id: 20,
  remote_ip: '198.51.100.7',
  items: [
    {
      item_id: 61,
      product_id: 990200,
      sku: SKU,
      name: 'Vanne de vidange',
      qty_ordered: 2,
      price_incl_tax: 24,
      row_total_incl_tax: 48,
    },
  ],
  billing_address: { ...address, email: 'lea@example.fr', address_type: 'billing', entity_id: 83, parent_id: 42 },
  payment: { method: 'cashondelivery', additional_information: ['Cash On Delivery'] },
};

/** Placing the guest order of cart `CART` (2 units): the cart checked, shipping, then payment, which places it. */
export const guestOrderPlacement: readonly MagentoExchange[] = [
  answer({ method: 'GET', path: `/V1/guest-carts/${CART}/items`, auth: 'anonymous' }, [cartItem(21, 2, CART)]),
  answer(
    {
      method: 'POST',
      path: `/V1/guest-carts/${CART}/shipping-information`,
      auth: 'anonymous',
      body: {
        addressInformation: {
          shipping_address: address,
          billing_address: { ...address, email: 'lea@example.fr' },
          shipping_carrier_code: 'flatrate',
          shipping_method_code: 'flatrate',
        },
      },
    },
    { payment_methods: paymentMethods, totals: totals([{ itemId: 21, qty: 2 }], 5) },
  ),
  answer(
    {
      method: 'POST',
      path: `/V1/guest-carts/${CART}/payment-information`,
      auth: 'anonymous',
      body: {
        email: 'lea@example.fr',
        paymentMethod: { method: 'cashondelivery' },
        billingAddress: { ...address, email: 'lea@example.fr' },
      },
    },
    '42',
  ),
  answer({ method: 'GET', path: '/V1/orders/42', auth: 'admin' }, order),
];

/** Every order and stock call of the contract, case by case. */
export const orderRecordings: readonly MagentoExchange[] = [
  // An order takes the stock, closes the cart, and is read with its key only; a replay is the same order.
  readStock(100),
  answer({ method: 'POST', path: '/V1/guest-carts', auth: 'anonymous' }, CART),
  answer(
    {
      method: 'POST',
      path: `/V1/guest-carts/${CART}/items`,
      auth: 'anonymous',
      body: { cartItem: { sku: SKU, qty: 2, quote_id: CART } },
    },
    cartItem(21, 2, CART),
  ),
  ...guestOrderPlacement,
  readStock(98),
  answer(
    { method: 'GET', path: `/V1/guest-carts/${CART}/items`, auth: 'anonymous' },
    { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: CART } },
    404,
  ),
  answer({ method: 'GET', path: '/V1/orders/42', auth: 'admin' }, order),
  // Stock is read for known skus only.
  readStock(98),
  answer(
    { method: 'GET', path: '/V1/stockItems/NO-SUCH-SKU-CONTRACT', auth: 'admin' },
    { message: 'The Product with the "%1" SKU doesn\'t exist.', parameters: ['NO-SUCH-SKU-CONTRACT'] },
    404,
  ),
];
