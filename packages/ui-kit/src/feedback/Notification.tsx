import { useEffect, useRef, useState } from 'react';
import { Button } from '../actions/Button';
import { IconButton } from '../actions/IconButton';
import { Icon } from '../icons/Icon';
import type { IconName } from '../icons/iconPaths';
import styles from './Notification.module.css';
import { DEFAULT_NOTIFICATION_TTL_MS, type NotificationItem, notificationTone } from './notificationModel';

const icons = {
  secondary: 'info',
  info: 'info',
  success: 'circle-check',
  warning: 'warning',
  danger: 'circle-alert',
} as const satisfies Record<string, IconName>;

/** Props of {@link Notification}. */
export interface NotificationProps {
  notification: NotificationItem;
  /** Called when the time to live has passed, on the close button, or after an action. */
  onDismiss: (id: string) => void;
  closeLabel: string;
}

/**
 * One toast. Its time to live is paused while it is hovered or holds focus (WCAG 2.2.1), and
 * `hasNoTimeout` keeps it until dismissed. Danger toasts are alerts; the others are read politely.
 *
 * @example
 * <Notification notification={{ id: '1', type: 'success', message: 'Produit ajouté !' }} onDismiss={remove} closeLabel="Fermer" />
 */
export function Notification({ notification, onDismiss, closeLabel }: NotificationProps) {
  const { id, message, action1, action2, timeToLive = DEFAULT_NOTIFICATION_TTL_MS, hasNoTimeout } = notification;
  const tone = notificationTone(notification.type);
  const [paused, setPaused] = useState(false);
  const remaining = useRef(timeToLive);

  useEffect(() => {
    if (hasNoTimeout || paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [hasNoTimeout, paused, id, onDismiss]);

  const actions = [action1, action2].filter((action) => action !== undefined);
  return (
    <li
      className={[styles.notification, styles[tone]].join(' ')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <Icon name={icons[tone]} className={styles.icon} />
      {/* Danger toasts interrupt (alert); the others are read politely through the host's live list. */}
      <div className={styles.content} role={tone === 'danger' ? 'alert' : undefined} data-type={tone}>
        <p className={styles.message}>{message}</p>
        {actions.length > 0 ? (
          <div className={styles.actions}>
            {actions.map((action, index) => (
              <Button
                key={action.label}
                size="sm"
                variant={index === 0 ? 'secondary' : 'ghost'}
                onClick={() => {
                  action.action();
                  onDismiss(id);
                }}
              >
                {action.label}
              </Button>
            ))}
          </div>
        ) : null}
      </div>
      <IconButton icon="close" label={closeLabel} onClick={() => onDismiss(id)} className={styles.close} />
    </li>
  );
}
