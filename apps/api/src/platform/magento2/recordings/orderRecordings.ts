import type { MagentoExchange } from '../startRecordedMagento';
import { address, answer, cartItem, magentoOrder, orderSearch, paymentMethods, SKU, totals } from './recordedShapes';

// The guest order and the stock of the contract's "orders and stock" cases, in the shape of Adobe's REST docs:
// https://developer.adobe.com/commerce/webapi/rest/tutorials/orders/order-prepare-checkout/ (shipping-information),
// https://developer.adobe.com/commerce/webapi/rest/tutorials/orders/order-create-order/ (payment-information → id),
// https://developer.adobe.com/commerce/webapi/rest/tutorials/orders/order-create-order/#verify-this-step (GET order),
// https://developer.adobe.com/commerce/webapi/rest/inventory/ (GET /V1/stockItems/{sku}, its 404 for unknown skus),
// https://developer.adobe.com/commerce/webapi/rest/use-rest/performing-searches/ (GET /V1/orders?searchCriteria…).

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
/** The order placed from cart `CART`: Magento's order 42, line 61. */
const order = magentoOrder(42, 61);

/** Placing the guest order of `cart` (2 units, cart line `cartItemId`) as Magento's order `placed`. */
const placement = (cart: string, cartItemId: number, placed: ReturnType<typeof magentoOrder>): MagentoExchange[] => [
  answer({ method: 'GET', path: `/V1/guest-carts/${cart}/items`, auth: 'anonymous' }, [cartItem(cartItemId, 2, cart)]),
  answer(
    {
      method: 'POST',
      path: `/V1/guest-carts/${cart}/shipping-information`,
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
    { payment_methods: paymentMethods, totals: totals([{ itemId: cartItemId, qty: 2 }], 5) },
  ),
  answer(
    {
      method: 'POST',
      path: `/V1/guest-carts/${cart}/payment-information`,
      auth: 'anonymous',
      body: {
        email: 'lea@example.fr',
        paymentMethod: { method: 'cashondelivery' },
        billingAddress: { ...address, email: 'lea@example.fr' },
      },
    },
    String(placed.entity_id),
  ),
  answer({ method: 'GET', path: `/V1/orders/${placed.entity_id}`, auth: 'admin' }, placed),
];

/** Placing the guest order of cart `CART` (2 units): the cart checked, shipping, then payment, which places it. */
export const guestOrderPlacement: readonly MagentoExchange[] = placement(CART, 21, order);

/** The masked id of the guest cart the contract's withdrawal case orders from, and the order it becomes (43). */
const WITHDRAWAL_CART = 'gc21withdrawalcartmaskedid000000';
const withdrawable = magentoOrder(43, 62);

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
  // A withdrawal opens a guest order by its number and e-mail (found with the integration, whoever placed it);
  // another e-mail is the 404 of an unknown order, Magento answering the same order both times.
  answer({ method: 'POST', path: '/V1/guest-carts', auth: 'anonymous' }, WITHDRAWAL_CART),
  answer(
    {
      method: 'POST',
      path: `/V1/guest-carts/${WITHDRAWAL_CART}/items`,
      auth: 'anonymous',
      body: { cartItem: { sku: SKU, qty: 2, quote_id: WITHDRAWAL_CART } },
    },
    cartItem(22, 2, WITHDRAWAL_CART),
  ),
  ...placement(WITHDRAWAL_CART, 22, withdrawable),
  orderSearch('000000043', [withdrawable]),
  orderSearch('000000043', [withdrawable]),
  // Stock is read for known skus only.
  readStock(98),
  answer(
    { method: 'GET', path: '/V1/stockItems/NO-SUCH-SKU-CONTRACT', auth: 'admin' },
    { message: 'The Product with the "%1" SKU doesn\'t exist.', parameters: ['NO-SUCH-SKU-CONTRACT'] },
    404,
  ),
];
