import type { HeaderAccount } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';
import type { AuthModalPayload } from '../account/auth/AuthModal';
import { sessionStateAtom } from '../account/sessionStateAtom';
import { useModals } from '../modals/modalsAtom';
import { storePath } from '../storeView/storePath';
import { useStoreView } from '../storeView/useStoreView';

/**
 * The header account icon and the bottom navigation's Profile (SPEC §2): a logged-in customer goes to
 * `/my-account` (in the store view's path), anyone else gets the login modal. While the session is still being
 * restored the icon keeps its neutral name ("My account") rather than flashing "Log in" at a customer; a click
 * then counts as not logged in.
 *
 * @example
 * const entry = useAccountEntry();
 * <Header account={entry.account} /> <MobileBottomNav onProfile={entry.openProfile} />
 */
export function useAccountEntry(): { account: HeaderAccount; openProfile: () => void } {
  const { t } = useLingui();
  const session = useAtomValue(sessionStateAtom);
  const modals = useModals();
  const navigate = useNavigate();
  const store = useStoreView();
  const openLogin = () => modals.open('auth', { mode: 'login' } satisfies AuthModalPayload);
  if (session?.status === 'authorized') {
    return {
      // The header's link goes through RouterAnchor, which adds the store view's prefix itself.
      account: { label: t`My account`, href: '/my-account' },
      openProfile: () => void navigate(storePath(store, '/my-account')),
    };
  }
  const restoring = session === null || session.status === 'restoring';
  return { account: { label: restoring ? t`My account` : t`Log in`, onClick: openLogin }, openProfile: openLogin };
}
