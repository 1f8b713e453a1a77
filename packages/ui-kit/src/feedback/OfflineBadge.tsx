import { Icon } from '../icons/Icon';
import styles from './OfflineBadge.module.css';

/** Props of {@link OfflineBadge}. */
export interface OfflineBadgeProps {
  /** True when the browser is offline; nothing is drawn online. */
  offline: boolean;
  /** SPEC §8 "Offline": "You are offline. Some features might not be available." in the shop's language. */
  message: string;
}

/**
 * The offline badge of the default layout (SPEC §2, §8): a polite status pinned above the bottom
 * navigation while the shop is offline.
 *
 * @example
 * <OfflineBadge offline={!navigator.onLine} message="Vous êtes hors ligne. Certaines fonctionnalités peuvent être indisponibles." />
 */
export function OfflineBadge({ offline, message }: OfflineBadgeProps) {
  return (
    <div role="status" className={styles.region}>
      {offline ? (
        <p className={styles.badge}>
          <Icon name="wifi-off" size="1.25rem" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
