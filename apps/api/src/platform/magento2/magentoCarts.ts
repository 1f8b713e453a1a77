import type { PaymentMethod, ServerCartItem, Totals } from '@citerne/core-api/contract';
import type { CartPlatform } from '../CartPlatform';
import { CommerceError } from '../CommerceError';
import type { Shopper } from '../Shopper';
import type { MagentoAuth, MagentoClient } from './createMagentoClient';
import type {
  MagentoCart,
  MagentoCartItem,
  MagentoPaymentDetails,
  MagentoShippingMethod,
  MagentoTotals,
} from './MagentoShapes';
import { magentoPath } from './magentoPath';
import type { MagentoSessions } from './magentoSessions';

/** Where a cart's calls go: a guest cart by its masked id, a customer's under `/V1/carts/mine` with their token. */
export interface MagentoCartRoute {
  readonly base: string;
  readonly auth: MagentoAuth;
  readonly quoteId: string;
}

// A guest cart is known by Magento's masked id (32 letters and digits); a customer cart by its quote id, a number.
const isCustomerCartId = (cartId: string) => /^\d{1,12}$/.test(cartId);

/**
 * Opens a cart as `openCart` does on the embedded platform: a customer cart needs its owner's token (401
 * `CART_NEEDS_LOGIN` without one, 403 `CART_FORBIDDEN` with another customer's, checked by the integration on
 * `GET /V1/carts/{id}`), and an ordered one is 404 `CART_CLOSED`.
 * @example
 * const route = await openMagentoCart(magento, sessions, cartId, shopper);
 */
export async function openMagentoCart(
  magento: MagentoClient,
  sessions: MagentoSessions,
  cartId: string,
  shopper: Shopper,
): Promise<MagentoCartRoute> {
  if (!isCustomerCartId(cartId)) {
    return { base: magentoPath`/V1/guest-carts/${cartId}`, auth: 'anonymous', quoteId: cartId };
  }
  if (shopper === null) {
    throw new CommerceError(401, 'This cart belongs to a customer: send their token to use it.', 'CART_NEEDS_LOGIN');
  }
  const cart = await magento.call<MagentoCart>({
    method: 'GET',
    path: magentoPath`/V1/carts/${cartId}`,
    auth: 'admin',
  });
  if (cart.customer?.id !== shopper.id) {
    throw new CommerceError(403, 'This cart belongs to another customer.', 'CART_FORBIDDEN');
  }
  if (!cart.is_active) throw new CommerceError(404, `The cart ${cartId} is closed (ordered).`, 'CART_CLOSED');
  return { base: '/V1/carts/mine', auth: { customerToken: await sessions.customerToken(shopper) }, quoteId: cartId };
}

const toServerItem = (item: MagentoCartItem, totals?: MagentoTotals): ServerCartItem => {
  const line = totals?.items?.find((candidate) => candidate.item_id === item.item_id);
  return {
    item_id: item.item_id,
    sku: item.sku,
    qty: item.qty,
    ...(item.name === undefined ? {} : { name: item.name }),
    ...(item.price === undefined ? {} : { price: item.price }),
    ...(line?.price_incl_tax === undefined ? {} : { price_incl_tax: line.price_incl_tax }),
    ...(item.product_type === undefined ? {} : { product_type: item.product_type }),
    quote_id: item.quote_id,
    ...(item.product_option === undefined
      ? {}
      : { product_option: item.product_option as ServerCartItem['product_option'] }),
  };
};

/**
 * The carts of the Magento driver: Magento's quotes (`/V1/guest-carts/{maskedId}` for guests, `/V1/carts/mine` with
 * the customer's token), priced by Magento; the totals carry the payment methods as the embedded platform's do.
 * @example
 * const carts = magentoCarts(magento, sessions);
 */
export function magentoCarts(magento: MagentoClient, sessions: MagentoSessions): CartPlatform {
  const open = (cartId: string, shopper: Shopper) => openMagentoCart(magento, sessions, cartId, shopper);
  const get = <T>(route: MagentoCartRoute, tail: string) =>
    magento.call<T>({ method: 'GET', path: route.base + tail, auth: route.auth });
  const totalsOf = async (route: MagentoCartRoute): Promise<Totals> => {
    const totals = await get<MagentoTotals>(route, '/totals');
    return { ...totals, payment_methods: await get<PaymentMethod[]>(route, '/payment-methods') };
  };
  const addItem = (route: MagentoCartRoute, item: { sku: string; qty: number; product_option?: object }) =>
    magento.call<MagentoCartItem>({
      method: 'POST',
      path: `${route.base}/items`,
      auth: route.auth,
      body: { cartItem: { ...item, quote_id: route.quoteId } },
    });

  return {
    async create(shopper, guestCartId) {
      if (shopper === null) return magento.call<string>({ method: 'POST', path: '/V1/guest-carts', auth: 'anonymous' });
      const auth = { customerToken: await sessions.customerToken(shopper) };
      const quoteId = String(await magento.call<number>({ method: 'POST', path: '/V1/carts/mine', auth }));
      if (guestCartId !== undefined && !isCustomerCartId(guestCartId)) {
        // Magento merges a guest quote only into a customer without one; the lines are added one by one instead.
        const guest = await open(guestCartId, null);
        const route = { base: '/V1/carts/mine', auth, quoteId };
        for (const line of await get<MagentoCartItem[]>(guest, '/items')) {
          await addItem(route, {
            sku: line.sku,
            qty: line.qty,
            ...(line.product_option === undefined ? {} : { product_option: line.product_option }),
          });
        }
      }
      return quoteId;
    },

    async updateItem(cartId, shopper, input) {
      const route = await open(cartId, shopper);
      const item = {
        sku: input.sku,
        qty: input.qty,
        ...(input.product_option === undefined ? {} : { product_option: input.product_option }),
      };
      if (input.item_id === undefined) return toServerItem(await addItem(route, item));
      const updated = await magento.call<MagentoCartItem>({
        method: 'PUT',
        path: `${route.base}/items/${input.item_id}`,
        auth: route.auth,
        body: { cartItem: { ...item, item_id: input.item_id, quote_id: route.quoteId } },
      });
      return toServerItem(updated);
    },

    async deleteItem(cartId, shopper, itemId) {
      const route = await open(cartId, shopper);
      await magento.call({ method: 'DELETE', path: `${route.base}/items/${itemId}`, auth: route.auth });
    },

    async pull(cartId, shopper) {
      const route = await open(cartId, shopper);
      const items = await get<MagentoCartItem[]>(route, '/items');
      if (items.length === 0) return [];
      const totals = await get<MagentoTotals>(route, '/totals');
      return items.map((item) => toServerItem(item, totals)).sort((a, b) => a.item_id - b.item_id);
    },

    async totals(cartId, shopper) {
      return totalsOf(await open(cartId, shopper));
    },

    async paymentMethods(cartId, shopper) {
      return get<PaymentMethod[]>(await open(cartId, shopper), '/payment-methods');
    },

    async shippingMethods(cartId, shopper, country) {
      const route = await open(cartId, shopper);
      return magento.call<MagentoShippingMethod[]>({
        method: 'POST',
        path: `${route.base}/estimate-shipping-methods`,
        auth: route.auth,
        body: { address: { country_id: country } },
      });
    },

    async saveShippingInformation(cartId, shopper, information) {
      const route = await open(cartId, shopper);
      const details = await magento.call<MagentoPaymentDetails>({
        method: 'POST',
        path: `${route.base}/shipping-information`,
        auth: route.auth,
        body: {
          addressInformation: {
            shipping_address: information.shippingAddress,
            billing_address: information.billingAddress ?? information.shippingAddress,
            shipping_carrier_code: information.shipping_carrier_code,
            shipping_method_code: information.shipping_method_code,
          },
        },
      });
      return { ...details.totals, payment_methods: details.payment_methods };
    },

    async collectTotals(cartId, shopper, methods) {
      const route = await open(cartId, shopper);
      if (methods === undefined) return totalsOf(route);
      const totals = await magento.call<MagentoTotals>({
        method: 'PUT',
        path: `${route.base}/collect-totals`,
        auth: route.auth,
        body: {
          paymentMethod: { method: methods.paymentMethod?.method ?? null },
          ...(methods.shippingCarrierCode === undefined ? {} : { shippingCarrierCode: methods.shippingCarrierCode }),
          ...(methods.shippingMethodCode === undefined ? {} : { shippingMethodCode: methods.shippingMethodCode }),
        },
      });
      return { ...totals, payment_methods: await get<PaymentMethod[]>(route, '/payment-methods') };
    },

    async applyCoupon(cartId, shopper, code) {
      const route = await open(cartId, shopper);
      await magento.call({ method: 'PUT', path: route.base + magentoPath`/coupons/${code}`, auth: route.auth });
    },

    async deleteCoupon(cartId, shopper) {
      const route = await open(cartId, shopper);
      await magento.call({ method: 'DELETE', path: `${route.base}/coupons`, auth: route.auth });
    },
  };
}
