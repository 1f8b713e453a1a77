import { Button } from '../actions/Button';
import { Icon } from '../icons/Icon';
import styles from './ErrorView.module.css';

/** Props of {@link ErrorView}. */
export interface ErrorViewProps {
  /**
   * What went wrong. For lazy panels (SPEC §8): "An error occured while loading the component.",
   * or offline "Component couldn't be loaded due to lack of network connectivity.", in the shop's language.
   */
  message: string;
  title?: string;
  /** "Try again": shown only online (SPEC §8 "Try again (online only)"). */
  retry?: { label: string; onRetry: () => void };
  close?: { label: string; onClose: () => void };
  /** Hides the retry button while offline. */
  offline?: boolean;
}

/**
 * The error view of a panel that failed to load (mini-cart, search panel) or of an error page.
 *
 * @example
 * <ErrorView message="Une erreur est survenue lors du chargement." retry={{ label: 'Réessayer', onRetry: reload }}
 *   close={{ label: 'Fermer', onClose: close }} offline={!online} />
 */
export function ErrorView({ message, title, retry, close, offline = false }: ErrorViewProps) {
  const showRetry = retry && !offline;
  return (
    <div className={styles.error} role="alert">
      <Icon name={offline ? 'wifi-off' : 'circle-alert'} size="2rem" className={styles.icon} />
      {title ? <p className={styles.title}>{title}</p> : null}
      <p className={styles.message}>{message}</p>
      {showRetry || close ? (
        <div className={styles.actions}>
          {showRetry ? (
            <Button icon="refresh" onClick={retry.onRetry}>
              {retry.label}
            </Button>
          ) : null}
          {close ? (
            <Button variant="secondary" onClick={close.onClose}>
              {close.label}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
