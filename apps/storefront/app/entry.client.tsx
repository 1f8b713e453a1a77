import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadLocale } from './i18n/i18n';
import { storeViewOfPath } from './storeView/storeViewOfPath';

/**
 * Resolves once the browser has painted the server's HTML (after the next frame), or after 100 ms when no frame comes
 * (a tab opened in the background). On a fast connection the module scripts are all there when the parser ends, and
 * the browser ran hydration before its first paint: the page showed only after React's work (issue 21: Lighthouse's
 * largest paint counted the hydration; on a phone, 480 ms of main thread on the category page). Painting first shows
 * the page as soon as it can; the shopper cannot use it any sooner either way, and a click meanwhile is replayed by
 * React once hydrated.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

// The page was rendered in its store view's language: its catalogue must be there before hydrating, so the
// first client render matches the server's HTML (the French one ships with the first load).
void Promise.all([loadLocale(storeViewOfPath(window.location.pathname).store.locale), afterFirstPaint()]).then(() => {
  // Hydration's main-thread time, read by `pnpm bench:lighthouse` (the `hydration` measure, ended by the root).
  performance.mark('hydration-start');
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
