import { ErrorView } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { storePath } from '../storeView/storePath';
import { useStoreView } from '../storeView/useStoreView';
import { OFFLINE_REDIRECT_MS } from './offlineRedirect';

/**
 * SPEC §8 "Offline": "The product, category or CMS page is not available in Offline mode. Redirecting to Home.",
 * then the home page (a document load: the service worker serves it from its cache). When the home page itself
 * was asked for (`?from=home`, nothing cached), there is nowhere to go: the offline notice stays, with a link.
 */
export function OfflinePage() {
  const { t } = useLingui();
  const store = useStoreView();
  const home = storePath(store, '/');
  // Read after hydration: the precached HTML was rendered without the query.
  const [fromHome, setFromHome] = useState(false);

  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('from') === 'home') {
      setFromHome(true);
      return;
    }
    const timer = setTimeout(() => window.location.replace(home), OFFLINE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [home]);

  return (
    <div className="status-page">
      <h1>{t`You are offline`}</h1>
      <ErrorView
        message={
          fromHome
            ? t`You are offline. Some features might not be available.`
            : t`The product, category or CMS page is not available in Offline mode. Redirecting to Home.`
        }
        offline
      />
      <p>
        {/* A document load, which the service worker answers from its cache offline. */}
        <a href={home} className="button-link">
          {t`Back to home`}
        </a>
      </p>
    </div>
  );
}
