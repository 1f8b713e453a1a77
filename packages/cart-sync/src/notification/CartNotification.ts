import { CHECKOUT_PATH, cartMessages } from './cartMessages';

/** What a cart notification is about. */
export type CartNotificationKind =
  | 'product-added'
  | 'quantity-updated'
  | 'volatile-stock'
  | 'out-of-stock'
  | 'product-refused'
  | 'server-refused'
  | 'coupon-refused'
  | 'sync-disabled';

/**
 * A notification the cart asks the app to show (SPEC §8 "Cart notifications"): the SPEC text in
 * `message` (an English message id to translate), a SPEC §3 notification type, an OK action and, after
 * an add, a Proceed to checkout action leading to `/checkout`.
 */
export interface CartNotification {
  readonly kind: CartNotificationKind;
  readonly type: 'success' | 'info' | 'warning' | 'danger';
  readonly message: string;
  readonly sku?: string;
  readonly action1?: { readonly label: string };
  readonly action2?: { readonly label: string; readonly href: string };
}

/**
 * Builds a cart notification: successes get OK and Proceed to checkout; others an OK action.
 * @example
 * cartNotification('product-added', 'success', cartMessages.productAdded, 'VA-PVC-40').action2?.href; // '/checkout'
 */
export function cartNotification(
  kind: CartNotificationKind,
  type: CartNotification['type'],
  message: string,
  sku?: string,
): CartNotification {
  const checkout = kind === 'product-added' || kind === 'quantity-updated';
  return {
    kind,
    type,
    message,
    ...(sku === undefined ? {} : { sku }),
    action1: { label: cartMessages.ok },
    ...(checkout ? { action2: { label: cartMessages.proceedToCheckout, href: CHECKOUT_PATH } } : {}),
  };
}
