import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadLocale } from './i18n/i18n';
import { storeViewOfPath } from './storeView/storeViewOfPath';

// The page was rendered in its store view's language: its catalogue must be there before hydrating, so the
// first client render matches the server's HTML (the French one ships with the first load).
void loadLocale(storeViewOfPath(window.location.pathname).store.locale).then(() => {
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
