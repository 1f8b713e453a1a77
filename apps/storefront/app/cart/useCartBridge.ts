import { useLingui } from '@lingui/react';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../notifications/notificationsAtom';
import { cartMessageText } from './cartMessageText';
import { cartStateAtom } from './cartStateAtom';
import { cartSyncInstance } from './cartSyncInstance';

/**
 * Connects the page to the browser cart once it is interactive: the stored cart is read and synced, its state
 * feeds the header badge and the mini-cart, and its notifications (SPEC §8 "Cart notifications", with OK and
 * Proceed to checkout) go to the notification host. Loading waits for an idle moment, off the critical path.
 */
export function useCartBridge() {
  const setState = useSetAtom(cartStateAtom);
  const notify = useNotify();
  const navigate = useNavigate();
  const { i18n } = useLingui();

  useEffect(() => {
    let stop = () => {};
    let cancelled = false;
    const start = () => {
      void cartSyncInstance().then((cart) => {
        if (cancelled) return;
        setState(cart.getState());
        const unsubscribe = cart.subscribe(setState);
        const unlisten = cart.onNotification((notification) => {
          notify.show({
            type: notification.type,
            message: cartMessageText(i18n, notification.message),
            ...(notification.action1
              ? { action1: { label: cartMessageText(i18n, notification.action1.label), action: () => {} } }
              : {}),
            ...(notification.action2
              ? {
                  action2: {
                    label: cartMessageText(i18n, notification.action2.label),
                    action: () => navigate(notification.action2?.href ?? '/checkout'),
                  },
                }
              : {}),
          });
        });
        stop = () => {
          unsubscribe();
          unlisten();
        };
        void cart.load().catch(() => {});
      });
    };
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    const handle = idle(start);
    return () => {
      cancelled = true;
      window.cancelIdleCallback?.(handle);
      stop();
    };
  }, [setState, notify, navigate, i18n]);
}
