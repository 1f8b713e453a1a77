import { useEffect, useRef } from 'react';
import type { CartNotification } from '../notification/CartNotification';
import { useCartSync } from './useCartSync';

/**
 * Hears the cart notifications (SPEC §8) to show them, e.g. through the shop's notification store.
 * @example
 * useCartNotifications((notification) => notifications.spawn({ ...notification, message: t(notification.message) }));
 */
export function useCartNotifications(listener: (notification: CartNotification) => void): void {
  const { cartSync } = useCartSync();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => cartSync.onNotification((notification) => latest.current(notification)), [cartSync]);
}
