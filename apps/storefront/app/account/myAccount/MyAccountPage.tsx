import type { AccountSession } from '@citerne/account';
import type { UserProfile } from '@citerne/core-api/contract';
import { AccountLayout, AccountNav, LoginRequired, Skeleton, Spinner } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useModals } from '../../modals/modalsAtom';
import { storePath } from '../../storeView/storePath';
import { useStoreView } from '../../storeView/useStoreView';
import { sessionStateAtom } from '../sessionStateAtom';
import { AccountSectionContent } from './AccountSectionContent';
import { type AccountSectionId, accountSectionPath, accountSections } from './accountSections';
import { accountSectionTitle } from './accountSectionTitle';
import { useBrowserSession } from './useBrowserSession';
import './myAccount.css';

interface MyAccountPageProps {
  readonly section: AccountSectionId;
  readonly orderNumber: string | null;
}

const icons = {
  profile: 'account',
  addresses: 'home',
  orders: 'truck',
  newsletter: 'envelope',
  'recently-viewed': 'search',
  reviews: 'star',
  loyalty: 'heart',
  data: 'shield',
} as const;

/**
 * SPEC §2 "My Account": drawn in the browser once the session is known — a skeleton while it is restored, the SPEC
 * text and a login button for a visitor (the account appears as soon as the login modal succeeds, the page listens
 * to the session), else the section inside the account's layout.
 */
export function MyAccountPage({ section, orderNumber }: MyAccountPageProps) {
  const { t } = useLingui();
  const state = useAtomValue(sessionStateAtom);
  const session = useBrowserSession();
  const modals = useModals();
  if (state?.status === 'anonymous') {
    return (
      <div className="account-page">
        <LoginRequired
          message={t`You need to be logged in to see this page`}
          loginLabel={t`Log in`}
          onLogin={() => modals.open('auth', { mode: 'login' })}
        />
      </div>
    );
  }
  if (state === null || state.status !== 'authorized' || !state.profile || !session) {
    return (
      <div className="account-page" aria-busy="true">
        <p className="account-page__loading">
          <Spinner label={t`Loading your account…`} />
        </p>
        <div className="account-page__skeleton">
          <Skeleton shape="rect" height="16rem" />
          <Skeleton lines={6} />
        </div>
      </div>
    );
  }
  return <AccountPage section={section} orderNumber={orderNumber} session={session} profile={state.profile} />;
}

interface AccountPageProps extends MyAccountPageProps {
  readonly session: AccountSession;
  readonly profile: UserProfile;
}

function AccountPage({ section, orderNumber, session, profile }: AccountPageProps) {
  const { t, i18n } = useLingui();
  const store = useStoreView();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const current = section === 'order' ? 'orders' : section;
  const title = i18n._(accountSectionTitle(section, orderNumber ?? ''));
  const logout = async () => {
    setLoggingOut(true);
    await session.logout();
    navigate(storePath(store, '/'));
  };
  return (
    <div className="account-page">
      <AccountLayout
        title={title}
        intro={section === 'profile' ? t`Hello ${profile.firstname}` : undefined}
        nav={
          <AccountNav
            label={t`My account`}
            current={current}
            items={accountSections.map((entry) => ({
              id: entry.id,
              href: accountSectionPath(entry.id),
              label: i18n._(accountSectionTitle(entry.id)),
              icon: icons[entry.id],
            }))}
            logoutLabel={t`Log out`}
            loggingOut={loggingOut}
            onLogout={() => void logout()}
          />
        }
      >
        <AccountSectionContent section={section} orderNumber={orderNumber} session={session} profile={profile} />
      </AccountLayout>
    </div>
  );
}
