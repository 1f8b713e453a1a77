import type { CartItemInput, PaymentMethod, ServerCartItem, StockItem, Totals } from '@citerne/core-api/contract';

/**
 * Which identity a cart call uses: the shopper's (their user token when logged in) or a plain guest
 * (no token), used after a 401 made the cart fall back to a guest cart (SPEC §4 "Cart connect", §6).
 */
export interface CartCallMode {
  readonly guest: boolean;
}

/**
 * The server calls the cart needs (SPEC §7 cart and stock calls). Errors are those of
 * `@citerne/core-api`: `ApiError` for an error answer (its `status` is the HTTP code), `NetworkError`
 * when there was no answer. {@link createApiCartBackend} makes one from the API client.
 */
export interface CartBackend {
  /** Whether guest calls (`mode.guest`) are possible: the guest-cart fallback after a 401 needs them. */
  readonly guestFallback: boolean;
  /** Creates a server cart (the customer's own cart when called with their token); resolves its id. */
  createCart(mode: CartCallMode): Promise<string>;
  pull(cartId: string, mode: CartCallMode): Promise<ServerCartItem[]>;
  /** Adds a line, or with `item_id` sets that line's quantity; resolves the server line. */
  update(cartId: string, cartItem: CartItemInput, mode: CartCallMode): Promise<ServerCartItem>;
  delete(cartId: string, itemId: number, mode: CartCallMode): Promise<boolean>;
  totals(cartId: string, mode: CartCallMode): Promise<Totals>;
  paymentMethods(cartId: string, mode: CartCallMode): Promise<PaymentMethod[]>;
  applyCoupon(cartId: string, code: string, mode: CartCallMode): Promise<boolean>;
  deleteCoupon(cartId: string, mode: CartCallMode): Promise<boolean>;
  checkStock(sku: string): Promise<StockItem>;
  listStock(skus: readonly string[]): Promise<StockItem[]>;
}
