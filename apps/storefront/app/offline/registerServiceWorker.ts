import type { NotificationItem } from '@citerne/ui-kit';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The page side of the service worker (`sw/serviceWorker.ts`; README "Offline"), imported lazily once the page is
 * interactive: registers `/sw.js`, announces a new version instead of swapping it under the shopper, and asks the
 * worker to keep the HTML of pages reached by client-side navigation.
 */

/** What the page can do with the registered worker. */
export interface ServiceWorkerHandle {
  /** Caches the HTML of a page the shopper reached without a document load, for reading it offline. */
  readonly cachePage: (path: string) => void;
}

export interface RegisterOptions {
  readonly container: ServiceWorkerContainer;
  /** A new version is installed and waits: `accept` activates it, then every page of the shop reloads once. */
  readonly onUpdateReady: (accept: () => void) => void;
  /** Reloads the page once the accepted version controls it. */
  readonly reload: () => void;
  /** The page's own address (path and query), cached when it was loaded before any worker controlled it. */
  readonly currentPage: string;
  /** How often a long visit checks for a new version (the browser also checks at each document load). */
  readonly updateIntervalMs?: number;
}

/** An hour: a shop tab left open still learns about a new version the same day. */
const UPDATE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the worker. Resolves with `null` when the browser refuses (no service worker support, private modes,
 * blocked by policy): the shop works the same online without it.
 * @example
 * const handle = await registerServiceWorker({ container: navigator.serviceWorker, onUpdateReady, reload, currentPage: '/' });
 */
export async function registerServiceWorker(options: RegisterOptions): Promise<ServiceWorkerHandle | null> {
  const { container } = options;
  // Loaded before any worker controlled it: the first activation claims the page, which is no new version.
  const loadedUncontrolled = container.controller === null;
  let controlled = !loadedUncontrolled;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    // The shopper accepted a new version (here or in another tab): this page's scripts belong to the old one.
    if (reloading) return;
    reloading = true;
    options.reload();
  });

  // Refused (private modes, policies) or, when automation blocks workers, answered without a registration.
  const registration: ServiceWorkerRegistration | undefined = await container
    .register('/sw.js', { scope: '/', updateViaCache: 'none' })
    .catch(() => undefined);
  if (!registration) return null;

  const announce = (worker: ServiceWorker) => {
    // Only a page some worker already controls has an old version to replace.
    if (container.controller === null) return;
    options.onUpdateReady(() => worker.postMessage({ type: 'SKIP_WAITING' }));
  };
  const follow = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') announce(worker);
    });
  };
  // The browser may have found the new version at this document load, before this module ran.
  if (registration.waiting) announce(registration.waiting);
  else follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
  setInterval(() => {
    registration.update().catch(() => undefined);
  }, options.updateIntervalMs ?? UPDATE_INTERVAL_MS);

  const post = (path: string) => {
    void container.ready.then((ready) => ready.active?.postMessage({ type: 'CACHE_PAGE', url: path }));
  };
  // This page's own HTML came from the network before the worker was there: keep it too.
  if (loadedUncontrolled) post(options.currentPage);
  return { cachePage: post };
}

/**
 * Starts the worker for the shop's pages: registers it, and announces a new version with a notification that
 * stays until the shopper acts ("Nouvelle version disponible" — Recharger).
 */
export function startServiceWorker(
  show: (notification: Omit<NotificationItem, 'id'>) => void,
  i18nOf: () => I18n,
): Promise<ServiceWorkerHandle | null> {
  return registerServiceWorker({
    container: navigator.serviceWorker,
    reload: () => window.location.reload(),
    currentPage: window.location.pathname + window.location.search,
    onUpdateReady: (accept) => {
      const i18n = i18nOf();
      show({
        type: 'info',
        message: i18n._(msg`New version available`),
        hasNoTimeout: true,
        action1: { label: i18n._(msg`Reload`), action: accept },
      });
    },
  });
}
