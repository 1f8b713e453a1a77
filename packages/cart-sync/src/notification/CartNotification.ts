import type { CartMessage } from './CartMessage';
import { CHECKOUT_PATH } from './cartMessages';

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
 * A notification the cart asks the app to show (SPEC §8 "Cart notifications"): what it says as a code and its
 * values (a {@link CartMessage}, the app makes the text), a SPEC §3 notification type, an OK action and, after an
 * add, a Proceed to checkout action leading to `/checkout` (their texts by code too).
 */
export type CartNotification = CartMessage & {
  readonly kind: CartNotificationKind;
  readonly type: 'success' | 'info' | 'warning' | 'danger';
  readonly sku?: string;
  readonly action1?: { readonly code: 'ok' };
  readonly action2?: { readonly code: 'proceedToCheckout'; readonly href: string };
};

/**
 * Builds a cart notification: successes get OK and Proceed to checkout; others an OK action.
 * @example
 * cartNotification('product-added', 'success', { code: 'productAdded' }, 'VA-PVC-40').action2?.href; // '/checkout'
 */
export function cartNotification(
  kind: CartNotificationKind,
  type: CartNotification['type'],
  message: CartMessage,
  sku?: string,
): CartNotification {
  const checkout = kind === 'product-added' || kind === 'quantity-updated';
  return {
    ...message,
    kind,
    type,
    ...(sku === undefined ? {} : { sku }),
    action1: { code: 'ok' },
    ...(checkout ? { action2: { code: 'proceedToCheckout', href: CHECKOUT_PATH } } : {}),
  };
}
