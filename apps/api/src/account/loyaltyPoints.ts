/** Loyalty points earned per whole euro paid. */
export const POINTS_PER_EURO = 1;

/** What the loyalty rule reads of an order. */
export interface LoyaltyOrder {
  /** Grand total, tax included, in euro cents. */
  readonly grandTotal: number;
  /** `orders.state`: `new` and `pending_payment` until paid, `processing` once paid, `complete`, `canceled`, `closed` (refunded). */
  readonly state: string;
  /** Whether a card payment of the order was confirmed (`payments.status = 'paid'`). */
  readonly cardPaid: boolean;
}

const PAID_STATES = new Set(['processing', 'complete']);
const VOID_STATES = new Set(['canceled', 'closed']);

/**
 * Whether an order counts as paid: a confirmed card payment, or an order the shop moved to processing or
 * complete (a cash-on-delivery or bank-transfer order once the money came in). A cancelled or refunded
 * (closed) order never counts, even after a card payment.
 * @example
 * isPaidOrder({ grandTotal: 99_000, state: 'new', cardPaid: false }); // false: cash on delivery, not paid yet
 */
export function isPaidOrder(order: LoyaltyOrder): boolean {
  if (VOID_STATES.has(order.state)) return false;
  return order.cardPaid || PAID_STATES.has(order.state);
}

/**
 * The loyalty rule: 1 point per whole euro of the grand total (tax included) of each paid order; unpaid,
 * cancelled and refunded orders earn nothing.
 * @example
 * loyaltyPoints([{ grandTotal: 118_890, state: 'processing', cardPaid: true }]); // { points: 1188, paidOrders: 1 }
 */
export function loyaltyPoints(orders: readonly LoyaltyOrder[]): { points: number; paidOrders: number } {
  const paid = orders.filter(isPaidOrder);
  const points = paid.reduce((total, order) => total + Math.floor(order.grandTotal / 100) * POINTS_PER_EURO, 0);
  return { points, paidOrders: paid.length };
}
