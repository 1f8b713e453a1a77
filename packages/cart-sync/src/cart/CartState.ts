import type { PaymentMethod, TotalSegment, Totals } from '@citerne/core-api/contract';
import type { CartLine } from '../item/CartLineSchema';

/**
 * A line the shopper removed that the server cart still holds: deleted on the server at the next
 * sync, so a line removed offline never comes back (SPEC §4 "Offline and online").
 */
export interface RemovedLine {
  readonly cartId: string;
  readonly itemId: number;
  readonly sku: string;
}

/**
 * The cart state (SPEC §3 "Cart state"): the lines, the server cart token, the hash of the cart at the
 * last totals sync, the coupon (and the guest's one still to carry after login), the chosen shipping and payment methods, the bypass counter, the
 * server totals and segments, the payment methods, and the mini-cart / adding flags. `removed` holds
 * removals still to send; `syncEnabled` turns false when the server refused the cart (SPEC §4 "Cart connect").
 */
export interface CartState {
  readonly items: readonly CartLine[];
  readonly removed: readonly RemovedLine[];
  readonly serverToken: string | null;
  readonly hash: string | null;
  readonly coupon: { readonly code: string } | null;
  /**
   * The guest's coupon still to apply to the customer cart after login (SPEC §4): stored, so a reload or a lost
   * connection between the merge of the lines and the coupon's call carries it at the next load.
   */
  readonly couponToCarry: string | null;
  readonly shippingMethodCode: string | null;
  readonly paymentMethodCode: string | null;
  readonly bypassCount: number;
  readonly syncEnabled: boolean;
  readonly platformTotals: Totals | null;
  readonly platformTotalSegments: readonly TotalSegment[];
  readonly paymentMethods: readonly PaymentMethod[];
  readonly isAddingToCart: boolean;
  readonly isSyncing: boolean;
}

/**
 * An empty cart: no lines, no server cart, sync enabled.
 * @example
 * const state = emptyCartState();
 */
export function emptyCartState(): CartState {
  return {
    items: [],
    removed: [],
    serverToken: null,
    hash: null,
    coupon: null,
    couponToCarry: null,
    shippingMethodCode: null,
    paymentMethodCode: null,
    bypassCount: 0,
    syncEnabled: true,
    platformTotals: null,
    platformTotalSegments: [],
    paymentMethods: [],
    isAddingToCart: false,
    isSyncing: false,
  };
}
