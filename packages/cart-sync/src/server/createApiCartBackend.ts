import type { ApiClient } from '@citerne/core-api';
import type { CartBackend, CartCallMode } from './CartBackend';

/** Options of {@link createApiCartBackend}. */
export interface ApiCartBackendOptions {
  /** The shop's API client: cart calls carry the shopper's token when logged in. */
  readonly client: ApiClient;
  /**
   * A client of the same API without a user token, for the guest cart the cart falls back to after
   * a 401 (SPEC §4 "Cart connect"). Without it a 401 on connect disables cart sync at once.
   */
  readonly guestClient?: ApiClient;
}

/**
 * The cart's server calls over `@citerne/core-api` (requests and answers validated against the
 * contract; each call names its cart with `cartId`).
 * @example
 * const backend = createApiCartBackend({
 *   client: createApiClient({ baseUrl, getToken: () => session.token }),
 *   guestClient: createApiClient({ baseUrl }),
 * });
 */
export function createApiCartBackend({ client, guestClient }: ApiCartBackendOptions): CartBackend {
  const pick = (mode: CartCallMode): ApiClient => {
    if (!mode.guest) return client;
    if (!guestClient) throw new Error('No guest client: the guest-cart fallback needs `guestClient`.');
    return guestClient;
  };
  return {
    guestFallback: guestClient !== undefined,
    createCart: (mode) => pick(mode).cart.create(),
    pull: (cartId, mode) => pick(mode).cart.pull({ cartId }),
    update: (cartId, cartItem, mode) => pick(mode).cart.update({ ...cartItem, quoteId: cartId }, { cartId }),
    delete: (cartId, itemId, mode) => pick(mode).cart.delete({ item_id: itemId, quoteId: cartId }, { cartId }),
    totals: (cartId, mode) => pick(mode).cart.totals({ cartId }),
    paymentMethods: (cartId, mode) => pick(mode).cart.paymentMethods({ cartId }),
    applyCoupon: (cartId, code, mode) => pick(mode).cart.applyCoupon(code, { cartId }),
    deleteCoupon: (cartId, mode) => pick(mode).cart.deleteCoupon({ cartId }),
    checkStock: (sku) => client.stock.check(sku),
    listStock: (skus) => client.stock.list(skus),
  };
}
