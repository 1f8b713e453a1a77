import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useModals } from '../modals/modalsAtom';
import { cookieNoticeOpenAtom } from '../state/cookieNoticeOpenAtom';
import type { LayoutData } from './LayoutData';

const SEEN_KEY = 'citerne:promotion-seen';

/**
 * SPEC §2 "A promotions modal appears only if the CMS block modal-all-page is active": opened once per visit
 * (the browser session), after the page is interactive and once the cookie notice is answered (two overlays at
 * once would hide one behind the other).
 */
export function usePromotionModal(promotion: LayoutData['promotion']) {
  const modals = useModals();
  const cookieNoticeOpen = useAtomValue(cookieNoticeOpenAtom);
  useEffect(() => {
    if (!promotion || cookieNoticeOpen !== false) return;
    try {
      if (sessionStorage.getItem(SEEN_KEY)) return;
      sessionStorage.setItem(SEEN_KEY, '1');
    } catch {
      // Without session storage the promotion still shows once for this page.
    }
    modals.open('in-all-page', promotion);
  }, [promotion, modals, cookieNoticeOpen]);
}
