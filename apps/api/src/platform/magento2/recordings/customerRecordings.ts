import type { MagentoExchange } from '../startRecordedMagento';
import { answer, cartItem, email, SKU, totals } from './recordedShapes';

// Customers and their carts, in the shape of Adobe's REST documentation:
// https://developer.adobe.com/commerce/webapi/get-started/authentication/gs-authentication-token/ (customer token),
// https://developer.adobe.com/commerce/webapi/rest/tutorials/orders/order-create-customer/ (POST /V1/customers),
// https://developer.adobe.com/commerce/webapi/rest/tutorials/orders/order-create-quote/ (POST /V1/carts/mine),
// https://developer.adobe.com/commerce/webapi/rest/use-rest/ (errors: { message, parameters }, 401 on a bad login).

const PASSWORD = 'citerne-2025';
const customer = (n: number) => ({
  id: 1000 + n,
  group_id: 1,
  default_billing: '0',
  default_shipping: '0',
  created_at: '2025-05-02 10:00:00',
  updated_at: '2025-05-02 10:00:00',
  created_in: 'Default Store View',
  email: email(n),
  firstname: 'Léa',
  lastname: 'Martin',
  store_id: 1,
  website_id: 1,
  addresses: [],
  disable_auto_group_change: 0,
  extension_attributes: { is_subscribed: false },
});

/** Register, log in and read `me`: what the contract's `customer()` costs in Magento, for its n-th customer. */
const registered = (n: number, token = `customer-token-${n}`): MagentoExchange[] => [
  answer(
    {
      method: 'POST',
      path: '/V1/customers',
      auth: 'anonymous',
      body: { customer: { email: email(n), firstname: 'Léa', lastname: 'Martin' }, password: PASSWORD },
    },
    customer(n),
  ),
  ...loggedIn(n, token),
];
const loggedIn = (n: number, token: string): MagentoExchange[] => [
  answer(
    {
      method: 'POST',
      path: '/V1/integration/customer/token',
      auth: 'anonymous',
      body: { username: email(n), password: PASSWORD },
    },
    token,
  ),
  answer({ method: 'GET', path: '/V1/customers/me', auth: { customer: token } }, customer(n)),
];
const signInRefused = (n: number) =>
  answer(
    {
      method: 'POST',
      path: '/V1/integration/customer/token',
      auth: 'anonymous',
      body: { username: email(n), password: 'wrong-1234' },
    },
    {
      message:
        'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
    },
    401,
  );

/** Every customer call of the contract, case by case (customers n = 1, 2, … in the contract's order). */
export const customerRecordings: readonly MagentoExchange[] = [
  // A customer's cart needs its owner (customers 1 and 2): Magento's cart 501 belongs to customer 1001.
  ...registered(1),
  ...registered(2),
  answer({ method: 'POST', path: '/V1/carts/mine', auth: { customer: 'customer-token-1' } }, 501),
  answer({ method: 'POST', path: '/V1/carts/mine', auth: { customer: 'customer-token-1' } }, 501),
  answer(
    { method: 'GET', path: '/V1/carts/501', auth: 'admin' },
    { id: 501, is_active: true, items_count: 0, customer: { id: 1001, email: email(1) } },
  ),
  // A guest cart passed at login is merged into the customer's cart (customer 3, cart 503).
  ...registered(3),
  answer({ method: 'POST', path: '/V1/guest-carts', auth: 'anonymous' }, 'gc09mergecartmaskedid00000000000'),
  answer(
    {
      method: 'POST',
      path: '/V1/guest-carts/gc09mergecartmaskedid00000000000/items',
      auth: 'anonymous',
      body: { cartItem: { sku: SKU, qty: 2, quote_id: 'gc09mergecartmaskedid00000000000' } },
    },
    cartItem(16, 2, 'gc09mergecartmaskedid00000000000'),
  ),
  answer({ method: 'POST', path: '/V1/carts/mine', auth: { customer: 'customer-token-3' } }, 503),
  answer({ method: 'GET', path: '/V1/guest-carts/gc09mergecartmaskedid00000000000/items', auth: 'anonymous' }, [
    cartItem(16, 2, 'gc09mergecartmaskedid00000000000'),
  ]),
  answer(
    {
      method: 'POST',
      path: '/V1/carts/mine/items',
      auth: { customer: 'customer-token-3' },
      body: { cartItem: { sku: SKU, qty: 2, quote_id: '503' } },
    },
    cartItem(31, 2, '503'),
  ),
  answer(
    { method: 'GET', path: '/V1/carts/503', auth: 'admin' },
    { id: 503, is_active: true, items_count: 1, customer: { id: 1003, email: email(3) } },
  ),
  answer({ method: 'GET', path: '/V1/carts/mine/items', auth: { customer: 'customer-token-3' } }, [
    cartItem(31, 2, '503'),
  ]),
  answer(
    { method: 'GET', path: '/V1/carts/mine/totals', auth: { customer: 'customer-token-3' } },
    totals([{ itemId: 31, qty: 2 }]),
  ),
  // Price group (4), profile and logout (5).
  ...registered(4),
  ...registered(5),
  answer({ method: 'GET', path: '/V1/customers/me', auth: { customer: 'customer-token-5' } }, customer(5)),
  // A wrong password, and an unknown e-mail (7), get Magento's one answer.
  ...registered(6),
  signInRefused(6),
  signInRefused(7),
  // Refresh tokens (8, 9) are the shop's own; logout everywhere (10, logged in twice; 11 a stranger).
  ...registered(8),
  ...registered(9),
  ...registered(10),
  ...loggedIn(10, 'customer-token-10-second-device'),
  ...registered(11),
  // The wishlist (12) is the shop's own: registering and logging in is all Magento sees of it.
  ...registered(12),
];
