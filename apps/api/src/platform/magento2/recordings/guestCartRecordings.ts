import type { MagentoExchange } from '../startRecordedMagento';
import { address, answer, cartItem, paymentMethods, SKU, totals } from './recordedShapes';

// The guest carts of the contract's cart cases, in the shape of Adobe's REST tutorials and reference:
// https://developer.adobe.com/commerce/webapi/rest/tutorials/orders/order-create-quote/ (POST /V1/guest-carts),
// https://developer.adobe.com/commerce/webapi/rest/tutorials/orders/order-add-items/ (items),
// https://developer.adobe.com/commerce/webapi/rest/tutorials/orders/order-prepare-checkout/ (estimate, shipping),
// https://developer.adobe.com/commerce/webapi/rest/quote/ (totals, coupons, errors as { message, parameters }).

const cart = (id: string) => `/V1/guest-carts/${id}`;
const create = (id: string) => answer({ method: 'POST', path: '/V1/guest-carts', auth: 'anonymous' }, id);
const add = (id: string, qty: number, line: ReturnType<typeof cartItem>) =>
  answer(
    {
      method: 'POST',
      path: `${cart(id)}/items`,
      auth: 'anonymous',
      body: { cartItem: { sku: SKU, qty, quote_id: id } },
    },
    line,
  );
const get = (id: string, tail: string, body: unknown, status?: number) =>
  answer({ method: 'GET', path: `${cart(id)}${tail}`, auth: 'anonymous' }, body, status);
const noSuchCart = (id: string) => ({
  message: 'No such entity with %fieldName = %fieldValue',
  parameters: { fieldName: 'cartId', fieldValue: id },
});
const flatRate = {
  carrier_code: 'flatrate',
  method_code: 'flatrate',
  carrier_title: 'Flat Rate',
  method_title: 'Fixed',
  amount: 5,
  base_amount: 5,
  available: true,
  error_message: '',
  price_excl_tax: 5,
  price_incl_tax: 6,
};

/** Every guest-cart call of the contract's "carts and totals" cases, case by case. */
export const guestCartRecordings: readonly MagentoExchange[] = [
  // A new guest cart is empty and its totals are zero.
  create('gc01emptycartmaskedid00000000000'),
  get('gc01emptycartmaskedid00000000000', '/items', []),
  get('gc01emptycartmaskedid00000000000', '/totals', totals([])),
  get('gc01emptycartmaskedid00000000000', '/payment-methods', paymentMethods),
  answer(
    {
      method: 'POST',
      path: `${cart('gc01emptycartmaskedid00000000000')}/estimate-shipping-methods`,
      auth: 'anonymous',
      body: { address: { country_id: 'FR' } },
    },
    [],
  ),
  // The same sku added twice is one line holding both quantities (Magento adds to the line of the same product).
  create('gc02twicecartmaskedid00000000000'),
  add('gc02twicecartmaskedid00000000000', 1, cartItem(11, 1, 'gc02twicecartmaskedid00000000000')),
  add('gc02twicecartmaskedid00000000000', 2, cartItem(11, 3, 'gc02twicecartmaskedid00000000000')),
  get('gc02twicecartmaskedid00000000000', '/items', [cartItem(11, 3, 'gc02twicecartmaskedid00000000000')]),
  get('gc02twicecartmaskedid00000000000', '/totals', totals([{ itemId: 11, qty: 3 }])),
  get('gc02twicecartmaskedid00000000000', '/totals', totals([{ itemId: 11, qty: 3 }])),
  get('gc02twicecartmaskedid00000000000', '/payment-methods', paymentMethods),
  // A quantity change by item id replaces the line's quantity.
  create('gc03changecartmaskedid0000000000'),
  add('gc03changecartmaskedid0000000000', 1, cartItem(12, 1, 'gc03changecartmaskedid0000000000')),
  answer(
    {
      method: 'PUT',
      path: `${cart('gc03changecartmaskedid0000000000')}/items/12`,
      auth: 'anonymous',
      body: { cartItem: { sku: SKU, qty: 4, item_id: 12, quote_id: 'gc03changecartmaskedid0000000000' } },
    },
    cartItem(12, 4, 'gc03changecartmaskedid0000000000'),
  ),
  // Deleting a line empties the cart; deleting it again is Magento's 404.
  create('gc04deletecartmaskedid0000000000'),
  add('gc04deletecartmaskedid0000000000', 1, cartItem(13, 1, 'gc04deletecartmaskedid0000000000')),
  answer({ method: 'DELETE', path: `${cart('gc04deletecartmaskedid0000000000')}/items/13`, auth: 'anonymous' }, true),
  get('gc04deletecartmaskedid0000000000', '/items', []),
  answer(
    { method: 'DELETE', path: `${cart('gc04deletecartmaskedid0000000000')}/items/13`, auth: 'anonymous' },
    { message: "The %1 Cart doesn't contain the %2 item.", parameters: ['4', '13'] },
    404,
  ),
  // An unknown cart is a 404 and an unknown sku is refused.
  get('no-such-cart-id-0000000000000000', '/items', noSuchCart('no-such-cart-id-0000000000000000'), 404),
  create('gc05unknowncartmaskedid000000000'),
  answer(
    {
      method: 'POST',
      path: `${cart('gc05unknowncartmaskedid000000000')}/items`,
      auth: 'anonymous',
      body: { cartItem: { sku: 'NO-SUCH-SKU-CONTRACT', qty: 1, quote_id: 'gc05unknowncartmaskedid000000000' } },
    },
    { message: "The product that was requested doesn't exist. Verify the product and try again." },
    404,
  ),
  // An unknown coupon is refused and leaves the totals as they were.
  create('gc06couponcartmaskedid0000000000'),
  add('gc06couponcartmaskedid0000000000', 1, cartItem(14, 1, 'gc06couponcartmaskedid0000000000')),
  get('gc06couponcartmaskedid0000000000', '/totals', totals([{ itemId: 14, qty: 1 }])),
  get('gc06couponcartmaskedid0000000000', '/payment-methods', paymentMethods),
  answer(
    { method: 'PUT', path: `${cart('gc06couponcartmaskedid0000000000')}/coupons/NO-SUCH-COUPON`, auth: 'anonymous' },
    { message: "The coupon code isn't valid. Verify the code and try again." },
    404,
  ),
  answer({ method: 'DELETE', path: `${cart('gc06couponcartmaskedid0000000000')}/coupons`, auth: 'anonymous' }, true),
  get('gc06couponcartmaskedid0000000000', '/totals', totals([{ itemId: 14, qty: 1 }])),
  get('gc06couponcartmaskedid0000000000', '/payment-methods', paymentMethods),
  // Shipping information is kept and priced in the totals.
  create('gc07shippingcartmaskedid00000000'),
  add('gc07shippingcartmaskedid00000000', 1, cartItem(15, 1, 'gc07shippingcartmaskedid00000000')),
  answer(
    {
      method: 'POST',
      path: `${cart('gc07shippingcartmaskedid00000000')}/estimate-shipping-methods`,
      auth: 'anonymous',
      body: { address: { country_id: 'FR' } },
    },
    [flatRate],
  ),
  answer(
    {
      method: 'POST',
      path: `${cart('gc07shippingcartmaskedid00000000')}/shipping-information`,
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
    { payment_methods: paymentMethods, totals: totals([{ itemId: 15, qty: 1 }], 5) },
  ),
  get('gc07shippingcartmaskedid00000000', '/totals', totals([{ itemId: 15, qty: 1 }], 5)),
  get('gc07shippingcartmaskedid00000000', '/payment-methods', paymentMethods),
  get('gc07shippingcartmaskedid00000000', '/payment-methods', paymentMethods),
];
