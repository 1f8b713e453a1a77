import { useLingui } from '@lingui/react/macro';
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
 * Registers the shop's service worker once the page is interactive and the browser idle, from a module loaded
 * only then (no first-load JavaScript), announces a new version with a notification ("Nouvelle version disponible"
 * — Recharger) instead of swapping it under the shopper, and has the worker keep the HTML of every page reached
 * by client-side navigation (README "Offline").
 */
export function useServiceWorker(): void {
  const { t } = useLingui();
  const notify = useNotify();
  const location = useLocation();
  const handle = useRef<ServiceWorkerHandle | null>(null);
  const first = useRef(true);
  const labels = useRef({ message: '', reload: '' });
  labels.current = { message: t`New version available`, reload: t`Reload` };

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let active = true;
    const cancel = whenIdle(() => {
      void import('./registerServiceWorker').then(async ({ registerServiceWorker }) => {
        const registered = await registerServiceWorker({
          container: navigator.serviceWorker,
          reload: () => window.location.reload(),
          onUpdateReady: (accept) =>
            notify.show({
              type: 'info',
              message: labels.current.message,
              hasNoTimeout: true,
              action1: { label: labels.current.reload, action: accept },
            }),
        });
        if (active) handle.current = registered;
      });
    }, 5_000);
    return () => {
      active = false;
      cancel();
    };
  }, [notify]);

  useEffect(() => {
    // The first location is the document the browser loaded (cached by the worker, or on registration).
    if (first.current) {
      first.current = false;
      return;
    }
    handle.current?.cachePage(location.pathname + location.search);
  }, [location.pathname, location.search]);
}
