import { Footer, Header, LinkProvider } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { Outlet } from 'react-router';
import { RouterAnchor } from '../layout/RouterAnchor';
import { ShopLogo } from '../layout/ShopLogo';
import { shopContact } from '../shop/shopContact';
import { miniCartOpenAtom } from '../state/miniCartOpenAtom';

/** SPEC §2 "Layouts": the default layout — header, content, footer. */
export default function DefaultLayout() {
  const { t } = useLingui();
  const [miniCartOpen, setMiniCartOpen] = useAtom(miniCartOpenAtom);
  return (
    <LinkProvider component={RouterAnchor}>
      <Header
        logo={<ShopLogo />}
        homeHref="/"
        homeLabel={t`Citerne souple – home`}
        skipLink={{ href: '#main', label: t`Skip to content` }}
        phone={{ number: shopContact.phoneDisplay, href: `tel:${shopContact.phone}`, label: t`Call us` }}
        contact={{ href: '/contact', label: t`Contact us` }}
        account={{ label: t`My account`, href: '/my-account' }}
        cart={{
          label: t`Cart, ${0} items`,
          quantity: 0,
          expanded: miniCartOpen,
          onClick: () => setMiniCartOpen((open) => !open),
        }}
      />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer
        versionLabel={t`Version ${__APP_VERSION__}`}
        copyright={t`© ${new Date().getFullYear()} Citerne souple — French manufacturer`}
        linkGroups={[
          {
            heading: t`Customer service`,
            links: [
              { label: t`Delivery`, href: '/delivery' },
              { label: t`Returns`, href: '/returns' },
              { label: t`Customer service`, href: '/customer-service' },
              { label: t`Size guide`, href: '/size-guide' },
            ],
          },
          {
            heading: t`The company`,
            links: [
              { label: t`About us`, href: '/about-us' },
              { label: t`Store locator`, href: '/store-locator' },
              { label: t`Blog`, href: '/blog/' },
            ],
          },
          {
            heading: t`Legal information`,
            links: [
              { label: t`Legal notice`, href: '/i/mentions-legales' },
              { label: t`Terms and conditions of sale`, href: '/i/conditions-generales-de-vente' },
              { label: t`Terms of use`, href: '/i/conditions-generales-utilisation' },
              { label: t`Secure payment`, href: '/i/paiement-securise' },
            ],
          },
        ]}
        backToTop={{ label: t`Back to top`, focusTargetId: 'main' }}
      />
    </LinkProvider>
  );
}
