import { Header, LinkProvider } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { Outlet } from 'react-router';
import { RouterAnchor } from '../chrome/RouterAnchor';
import { ShopFooterIsland } from '../chrome/ShopFooterIsland';
import { ShopLogo } from '../chrome/ShopLogo';

/** SPEC §2 "Layouts": the minimal layout, a logo-only header and footer (error page, login as customer). */
export default function MinimalLayout() {
  const { t } = useLingui();
  return (
    <LinkProvider component={RouterAnchor}>
      <Header logo={<ShopLogo />} homeHref="/" homeLabel={t`Citerne souple – home`} variant="minimal" />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <ShopFooterIsland productLinks="" minimal />
    </LinkProvider>
  );
}
