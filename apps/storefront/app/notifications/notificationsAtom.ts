import { addNotification, type NotificationItem, removeNotification } from '@citerne/ui-kit';
import { atom, useSetAtom } from 'jotai';
import { useMemo } from 'react';

/** The notifications shown by the layout's host (SPEC §3 "Notification"). */
export const notificationsAtom = atom<readonly NotificationItem[]>([]);

let created = 0;

/**
 * Shows and dismisses notifications. A notification identical to one already shown is ignored (SPEC §4
 * "Notifications"); others disappear after their time to live (5000 ms) unless `hasNoTimeout`.
 *
 * @example
 * const notify = useNotify();
 * notify.show({ type: 'warning', message: t`No such configuration…`, action1: { label: 'OK', action: () => {} } });
 */
export function useNotify() {
  const set = useSetAtom(notificationsAtom);
  return useMemo(
    () => ({
      show: (notification: Omit<NotificationItem, 'id'>) => {
        created += 1;
        set((list) => addNotification(list, { ...notification, id: `notification-${created}` }));
      },
      dismiss: (id: string) => set((list) => removeNotification(list, id)),
    }),
    [set],
  );
}
