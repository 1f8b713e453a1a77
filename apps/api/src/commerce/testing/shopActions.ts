import type { CommerceTestShop } from './startCommerceTest';

/** A complete French address, as checkout sends it. */
export const frenchAddress = {
  firstname: 'Léa',
  lastname: 'Martin',
  street: ['12 rue des Lilas'],
  city: 'Lyon',
  postcode: '69001',
  country_id: 'FR',
  telephone: '+33 4 78 00 00 00',
};

/**
 * Registers a customer and logs them in; answers their access and refresh tokens.
 * @example
 * const { token } = await registerAndLogIn(shop, 'lea@example.fr');
 */
export async function registerAndLogIn(shop: CommerceTestShop, email: string, password = 'citerne-2025') {
  const created = await shop.call('POST', '/api/user/create', {
    body: { customer: { email, firstname: 'Léa', lastname: 'Martin' }, password },
  });
  if (created.status !== 200) throw new Error(`register failed: ${JSON.stringify(created.body)}`);
  const login = await shop.call('POST', '/api/user/login', { body: { username: email, password } });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return {
    token: String(login.body.result),
    refreshToken: String(login.body.meta?.refreshToken),
    id: (created.body.result as { id: number }).id,
  };
}

/**
 * A new cart (the customer's with a token, else a guest cart) holding the given lines.
 * @example
 * const cartId = await cartWith(shop, undefined, [{ sku: 'T-VALVE', qty: 2 }]);
 */
export async function cartWith(
  shop: CommerceTestShop,
  token: string | undefined,
  lines: readonly { sku: string; qty: number; product_option?: unknown }[],
): Promise<string> {
  const created = await shop.call('POST', '/api/cart/create', { token });
  if (created.status !== 200) throw new Error(`cart create failed: ${JSON.stringify(created.body)}`);
  const cartId = String(created.body.result);
  for (const line of lines) {
    const added = await shop.call('POST', '/api/cart/update', { token, query: { cartId }, body: { cartItem: line } });
    if (added.status !== 200) throw new Error(`cart update failed: ${JSON.stringify(added.body)}`);
  }
  return cartId;
}

/**
 * The body of `POST /api/order` for a cart, paid by cash on delivery unless told otherwise.
 * @example
 * await shop.call('POST', '/api/order', { body: orderBody(cartId, [{ sku: 'T-VALVE', qty: 2 }]) });
 */
export function orderBody(
  cartId: string,
  products: readonly { sku: string; qty: number }[],
  { payment = 'cashondelivery', address = frenchAddress, orderId = `o-${cartId.slice(0, 12)}` } = {},
) {
  return {
    order_id: orderId,
    cart_id: cartId,
    products,
    addressInformation: {
      shippingAddress: address,
      billingAddress: { ...address, email: 'lea@example.fr' },
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
      payment_method_code: payment,
    },
  };
}
