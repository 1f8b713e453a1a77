import { ErrorView } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate } from 'react-router';
import { useOnline } from '../chrome/useOnline';
import { useNotify } from '../notifications/notificationsAtom';
import { OFFLINE_REDIRECT_MS } from '../offline/offlineRedirect';
import { storePath } from '../storeView/storePath';
import { storeViewOfPath } from '../storeView/storeViewOfPath';
import { NotFoundPage } from './NotFoundPage';

/**
 * The error boundary of a page route, inside its layout: the not-found page for a 404; offline, SPEC §8 "The
 * product, category or CMS page is not available in Offline mode. Redirecting to Home."; otherwise the
 * Internal Server Error page.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useLingui();
  const online = useOnline();
  const notify = useNotify();
  const navigate = useNavigate();
  const status = isRouteErrorResponse(error) ? error.status : 500;

  const location = useLocation();
  const home = storePath(storeViewOfPath(location.pathname).store, '/');

  useEffect(() => {
    // Offline, the page could not be loaded: back to the home page, unless it is the one that failed. The text
    // stays on screen a moment first: the home page may come as a document from the service worker's cache,
    // which would take the notification with it (the offline page waits as long).
    if (online || status === 404 || location.pathname === home) return;
    notify.show({
      type: 'warning',
      message: t`The product, category or CMS page is not available in Offline mode. Redirecting to Home.`,
    });
    const timer = setTimeout(() => navigate(home, { replace: true }), OFFLINE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [online, status, notify, navigate, t, location.pathname, home]);

  if (status === 404) return <NotFoundPage />;
  if (!online) {
    return (
      <div className="status-page">
        <h1>{t`You are offline`}</h1>
        <ErrorView
          message={t`The product, category or CMS page is not available in Offline mode. Redirecting to Home.`}
          offline
        />
      </div>
    );
  }
  return (
    <div className="status-page">
      <h1>{t`Internal Server Error`}</h1>
      <ErrorView
        message={t`Something went wrong. Try again in a few seconds.`}
        retry={{ label: t`Try again`, onRetry: () => window.location.reload() }}
      />
    </div>
  );
}
