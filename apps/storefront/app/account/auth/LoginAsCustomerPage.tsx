import '../accountCatalog';
import { ErrorView, Spinner } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { browserSession } from '../../api/browserApi';
import { RouterAnchor } from '../../chrome/RouterAnchor';
import { storePath } from '../../storeView/storePath';
import { useStoreView } from '../../storeView/useStoreView';
import { accountMessageText } from '../accountMessageText';
import { loginLinkToken } from './loginLinkToken';

/**
 * The login-as-customer page (SPEC §2, §6 "A login-as-customer route exists"; its access rules are the API's): the
 * merchant's command (`pnpm login-as-customer <email>`) prints a link whose fragment holds a short-lived,
 * single-use, signed token. In the browser only, the page takes the token out of the address at once (so it stays
 * in no history, storage or log), redeems it through the session and opens My Account with a fresh page load, so
 * the cart and the rest of the shop start as that customer. A missing, forged, expired or used token is refused
 * with one clear message.
 */
export function LoginAsCustomerPage() {
  const { t, i18n } = useLingui();
  const store = useStoreView();
  const [refusal, setRefusal] = useState<string | null>(null);
  const started = useRef(false);

  // Runs once per page load: the token is single-use, so a second attempt could only be refused.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = loginLinkToken(window.location.hash);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (!token) {
      setRefusal(t`This login link is invalid, expired or already used.`);
      return;
    }
    void browserSession()
      .then((session) => session.loginAsCustomer(token))
      .then((outcome) => {
        if (outcome.ok) window.location.replace(storePath(store, '/my-account'));
        else setRefusal(accountMessageText(i18n, outcome.message));
      });
  }, []);

  if (refusal === null) {
    return (
      <div className="status-page" aria-busy="true">
        <h1>{t`Logging in as the customer`}</h1>
        <Spinner label={t`Logging in…`} />
      </div>
    );
  }
  return (
    <div className="status-page">
      <h1>{t`This login link cannot be used`}</h1>
      <ErrorView message={refusal} />
      <p>{t`A login link works once, for 15 minutes. Run the command again to get a new one.`}</p>
      <p>
        <RouterAnchor href="/" className="button-link">
          {t`Back to home`}
        </RouterAnchor>
      </p>
    </div>
  );
}
