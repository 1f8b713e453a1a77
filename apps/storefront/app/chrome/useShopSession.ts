import { useCartSync } from '@citerne/cart-sync/react';
import { useLingui } from '@lingui/react';
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { useNotify } from '../notifications/notificationsAtom';

/**
 * Starts the shopper's session once the page is idle after hydration (its code is not part of the first load) and
 * wires its effects on the cart and the checkout (`account/startShopSession.ts`).
 *
 * @example
 * useShopSession(); // in the layout, inside CartSyncProvider
 */
export function useShopSession(): void {
  const store = useStore();
  const { cartSync } = useCartSync();
  const notify = useNotify();
  const { i18n } = useLingui();
  // The session starts once per page load.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () =>
      import('../account/startShopSession')
        .then(({ startShopSession }) =>
          startShopSession({
            store,
            cartSync,
            i18n,
            notify: (message) => notify.show({ type: 'success', message }),
          }),
        )
        .then((unsubscribe) => {
          if (cancelled) unsubscribe();
          else stop = unsubscribe;
        })
        .catch((error: unknown) => console.error('The session could not start:', error));
    const idle = window.requestIdleCallback?.(() => void start(), { timeout: 2000 });
    const timer = idle === undefined ? window.setTimeout(() => void start(), 200) : undefined;
    return () => {
      cancelled = true;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
      stop?.();
    };
  }, []);
}
