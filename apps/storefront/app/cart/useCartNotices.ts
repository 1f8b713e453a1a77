import { useCartNotifications } from '@citerne/cart-sync/react';
import { useLingui } from '@lingui/react';
import { useNavigate } from 'react-router';
import { useNotify } from '../notifications/notificationsAtom';

/**
 * Shows the cart's notifications (SPEC §8 "Cart notifications") in the layout's notification host, in the shop's
 * language, with OK and Proceed to checkout (which leads to the checkout without reloading the page).
 *
 * @example
 * useCartNotices(); // in the layout, inside CartSyncProvider
 */
export function useCartNotices(): void {
  const notify = useNotify();
  const navigate = useNavigate();
  const { i18n } = useLingui();
  useCartNotifications((notification) => {
    const { action1, action2 } = notification;
    // The texts of every cart message load with the first notice, not with the shell every page loads first: a notice
    // follows a cart action, so the cart engine (a lazy chunk itself) is there already. Notices keep their order: each
    // waits on the same module promise.
    void import('./cartMessageText').then(({ cartMessageText }) =>
      notify.show({
        type: notification.type,
        message: cartMessageText(i18n, notification),
        ...(action1 ? { action1: { label: cartMessageText(i18n, action1), action: () => {} } } : {}),
        ...(action2
          ? { action2: { label: cartMessageText(i18n, action2), action: () => navigate(action2.href) } }
          : {}),
      }),
    );
  });
}
