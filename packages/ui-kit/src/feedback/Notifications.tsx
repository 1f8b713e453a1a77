import { Notification } from './Notification';
import styles from './Notification.module.css';
import type { NotificationItem } from './notificationModel';

/** Props of {@link Notifications}. */
export interface NotificationsProps {
  /** The shown notifications, oldest first (build the list with `addNotification` to dedupe). */
  notifications: readonly NotificationItem[];
  onDismiss: (id: string) => void;
  /** Name of the region, e.g. "Notifications". */
  label: string;
  closeLabel: string;
}

/**
 * The notification host of the default layout (SPEC §2): a labelled region stacking toasts in the
 * top-right corner (bottom, above the bottom navigation, on mobile).
 *
 * @example
 * <Notifications label="Notifications" closeLabel="Fermer" notifications={list} onDismiss={(id) => setList(removeNotification(list, id))} />
 */
export function Notifications({ notifications, onDismiss, label, closeLabel }: NotificationsProps) {
  return (
    <section className={styles.host} aria-label={label}>
      <ol className={styles.list} aria-live="polite" aria-relevant="additions">
        {notifications.map((notification) => (
          <Notification
            key={notification.id}
            notification={notification}
            onDismiss={onDismiss}
            closeLabel={closeLabel}
          />
        ))}
      </ol>
    </section>
  );
}
