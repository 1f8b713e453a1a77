/**
 * One attempt at placing an order: `orderId` is the idempotency key (sent as `order_id` and as the
 * `Idempotency-Key` header), `fingerprint` identifies the request it was made for. Kept until the
 * order is placed or refused, so a retry after a network error or a reload sends the same key.
 */
export interface OrderAttempt {
  readonly orderId: string;
  readonly fingerprint: string;
  /**
   * The server cart the attempt was first sent with: a retry sends it again, so the API sees the same
   * request under the same key and answers the order it placed (a changed cart id would be refused).
   */
  readonly cartId: string;
}
