import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useNotify } from '../notifications/notificationsAtom';
import type { ServiceWorkerHandle } from './registerServiceWorker';

/** Waits for the browser to be idle (after hydration), at most `timeout` ms. */
function whenIdle(run: () => void, timeout: number): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, timeout);
  return () => clearTimeout(id);
}

/**
 * Starts the shop's service worker once the page is interactive and the browser idle, from a module loaded only
 * then (`registerServiceWorker.ts`: nothing of it in the first-load JavaScript), and has the worker keep the HTML of
 * every page reached by client-side navigation (README "Offline").
 */
export function useServiceWorker(): void {
  const { i18n } = useLingui();
  const notify = useNotify();
  const { pathname, search } = useLocation();
  const worker = useRef<Promise<ServiceWorkerHandle | null> | null>(null);
  const first = useRef(true);

  // Read when a new version is announced: the worker is registered once per page, whatever renders in between.
  const current = useRef({ show: notify.show, i18n });
  current.current = { show: notify.show, i18n };

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    return whenIdle(() => {
      worker.current = import('./registerServiceWorker').then(({ startServiceWorker }) =>
        startServiceWorker(
          (notification) => current.current.show(notification),
          () => current.current.i18n,
        ),
      );
    }, 5_000);
  }, []);

  useEffect(() => {
    // The first location is the document the browser loaded (cached by the worker, or at registration).
    if (first.current) {
      first.current = false;
      return;
    }
    void worker.current?.then((handle) => handle?.cachePage(pathname + search));
  }, [pathname, search]);
}
