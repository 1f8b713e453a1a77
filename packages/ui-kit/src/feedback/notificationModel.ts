/** Notification types of SPEC §3 "Notification". */
export const notificationTypes = ['secondary', 'info', 'success', 'warning', 'danger'] as const;

/** A notification type the kit draws; any other type coming from data is shown as `danger`. */
export type NotificationType = (typeof notificationTypes)[number];

/** A button of a notification (SPEC §3: action1 and action2, each with label and action). */
export interface NotificationAction {
  label: string;
  action: () => void;
}

/**
 * A notification as SPEC §3 defines it: id, type, message, up to two actions, time to live
 * (default 5000 ms, SPEC §9) and `hasNoTimeout` to keep it until dismissed.
 */
export interface NotificationItem {
  id: string;
  /** Any string is accepted (data may carry unknown types); unknown ones are drawn as `danger`. */
  type: string;
  message: string;
  action1?: NotificationAction;
  action2?: NotificationAction;
  /** Milliseconds on screen; SPEC §9 default 5000. */
  timeToLive?: number;
  hasNoTimeout?: boolean;
}

/** SPEC §9 "Timing and UI": notification time-to-live. */
export const DEFAULT_NOTIFICATION_TTL_MS = 5000;

/**
 * The type a notification is drawn with: its own when known, `danger` otherwise (SPEC §3).
 *
 * @example
 * notificationTone('error') // 'danger'
 */
export function notificationTone(type: string): NotificationType {
  return (notificationTypes as readonly string[]).includes(type) ? (type as NotificationType) : 'danger';
}

/**
 * Adds a notification unless it is identical to the last one shown (SPEC §4 "Notifications": same
 * message, same type), so a repeated error does not stack. Returns the list unchanged (same reference)
 * for a duplicate.
 *
 * @example
 * notifications = addNotification(notifications, { id: '2', type: 'success', message: 'Produit ajouté au panier !' });
 */
export function addNotification(
  list: readonly NotificationItem[],
  item: NotificationItem,
): readonly NotificationItem[] {
  const tone = notificationTone(item.type);
  const last = list.at(-1);
  const duplicate = last !== undefined && last.message === item.message && notificationTone(last.type) === tone;
  return duplicate ? list : [...list, item];
}

/**
 * Removes the notification with `id`.
 *
 * @example
 * notifications = removeNotification(notifications, '2');
 */
export function removeNotification(list: readonly NotificationItem[], id: string): readonly NotificationItem[] {
  return list.filter((item) => item.id !== id);
}
