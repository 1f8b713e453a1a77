/**
 * A cart call the fake server refuses, as the shop API answers it: the HTTP status, the message and the error code
 * (`CART_NOT_FOUND`, `QTY_TOO_HIGH`…). Each fake turns it into its own failure (an `ApiError`, an HTTP answer).
 * @example
 * throw new CartRefusal(404, 'No such cart: cart-9.', 'CART_NOT_FOUND');
 */
export class CartRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'CartRefusal';
  }
}
