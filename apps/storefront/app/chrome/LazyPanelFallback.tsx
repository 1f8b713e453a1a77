import { ErrorView, Spinner } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useOnline } from './useOnline';

/**
 * What a lazy panel shows before its component is there: a spinner while it loads, or the SPEC §8 error view
 * ("An error occured while loading the component.", offline "Component couldn't be loaded due to lack of network
 * connectivity.") with Try again (online only) and Close.
 */
export function LazyPanelFallback({
  status,
  onRetry,
  onClose,
}: {
  status: 'idle' | 'loading' | 'error';
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const online = useOnline();
  if (status !== 'error') {
    return (
      <div className="panel-loading">
        <Spinner label={t`Loading…`} />
      </div>
    );
  }
  return (
    <ErrorView
      message={
        online
          ? t`An error occured while loading the component.`
          : t`Component couldn't be loaded due to lack of network connectivity.`
      }
      offline={!online}
      retry={{ label: t`Try again`, onRetry }}
      close={{ label: t`Close`, onClose }}
    />
  );
}
