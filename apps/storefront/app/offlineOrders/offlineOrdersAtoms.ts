import type { PendingOrder } from '@citerne/checkout';
import { atom } from 'jotai';

/** The orders placed offline and not sent yet, as last read from the queue (SPEC §4 "Offline and online"). */
export const pendingOrdersAtom = atom<readonly PendingOrder[]>([]);

/** True while the thank-you page shows: coming online then does not open the confirmation modal (SPEC §4). */
export const thankYouShownAtom = atom(false);
