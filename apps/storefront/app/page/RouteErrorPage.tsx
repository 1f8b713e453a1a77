import { ErrorView } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { isRouteErrorResponse, useNavigate } from 'react-router';
import { useOnline } from '../layout/useOnline';
import { useNotify } from '../notifications/notificationsAtom';
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

  useEffect(() => {
    if (online || status === 404) return;
    notify.show({
      type: 'warning',
      message: t`The product, category or CMS page is not available in Offline mode. Redirecting to Home.`,
    });
    navigate('/', { replace: true });
  }, [online, status, notify, navigate, t]);

  if (status === 404) return <NotFoundPage />;
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
