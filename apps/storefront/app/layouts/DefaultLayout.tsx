import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { Link, Outlet } from 'react-router';
import { miniCartOpenAtom } from '../state/miniCartOpenAtom';

/** SPEC §2 "Layouts": the default layout — header, content, footer. */
export default function DefaultLayout() {
  const { t } = useLingui();
  const [miniCartOpen, setMiniCartOpen] = useAtom(miniCartOpenAtom);
  return (
    <>
      <header className="site-header">
        <Link to="/" className="logo" aria-label={t`Citerne souple – home`}>
          Citerne<span>souple</span>
        </Link>
        <a className="phone" href="tel:+33532090000">
          05 32 09 00 00
        </a>
        <nav aria-label={t`Account and cart`}>
          <Link to="/my-account">
            <Trans>My account</Trans>
          </Link>
          <button type="button" aria-expanded={miniCartOpen} onClick={() => setMiniCartOpen((open) => !open)}>
            <Trans>Cart</Trans>
          </button>
        </nav>
      </header>
      <main id="main">
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>
          <Trans>French manufacturer of soft water tanks since 1994.</Trans>
        </p>
      </footer>
    </>
  );
}
