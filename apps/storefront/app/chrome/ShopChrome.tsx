import { CartSyncProvider, useMiniCart, useMiniCartCount } from '@citerne/cart-sync/react';
import {
  Drawer,
  Header,
  LinkProvider,
  MegaMenu,
  MobileBottomNav,
  MobileMenu,
  Notifications,
  OfflineBadge,
  ProgressBar,
} from '@citerne/ui-kit';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { usePageData } from '../api/usePageData';
import { shopCartSync } from '../cart/shopCartSync';
import { useCartNotices } from '../cart/useCartNotices';
import { menuTree } from '../catalog/menuTree';
import { TagManager } from '../consent/TagManager';
import { ModalHost } from '../modals/ModalHost';
import { useModals } from '../modals/modalsAtom';
import { notificationsAtom } from '../notifications/notificationsAtom';
import { useServiceWorker } from '../offline/useServiceWorker';
import { useSavedCount } from '../saved/savedLists';
import { shopConfig } from '../shop/shopConfig';
import { mobileMenuOpenAtom } from '../state/mobileMenuOpenAtom';
import { searchPanelOpenAtom } from '../state/searchPanelOpenAtom';
import { storePath } from '../storeView/storePath';
import { useStoreView } from '../storeView/useStoreView';
import { CookieConsent } from './CookieConsent';
import { type LayoutData, layoutKey } from './LayoutData';
import { LazyPanelFallback } from './LazyPanelFallback';
import { RouterAnchor } from './RouterAnchor';
import { ShopFooterIsland } from './ShopFooterIsland';
import { ShopLogo } from './ShopLogo';
import { useAccountEntry } from './useAccountEntry';
import { useLazyComponent } from './useLazyComponent';
import { useOnline } from './useOnline';
import { usePromotionModal } from './usePromotionModal';
import { useResetPasswordQuery } from './useResetPasswordQuery';
import { useSellerIdentity } from './useSellerIdentity';
import { useShopSession } from './useShopSession';

const loadSearchPanel = () => import('../search/SearchPanelContent');
const loadMiniCart = () => import('../cart/MiniCartPanel');

function LazyDrawerBody({
  load,
  open,
  onClose,
}: {
  load: typeof loadSearchPanel;
  open: boolean;
  onClose: () => void;
}): ReactNode {
  const { state, retry } = useLazyComponent(load, open);
  if (state.status === 'ready') return <state.Component />;
  return <LazyPanelFallback status={state.status} onRetry={retry} onClose={onClose} />;
}

/**
 * The default layout's chrome (SPEC §2 "Layouts"): header with the mega menu, search and cart, the mobile menu,
 * the lazy search and mini-cart panels, the route progress bar, notifications, modal host, cookie notice,
 * offline badge, mobile bottom navigation and, unless `footer` is off (configuration layout), the footer. The
 * shop's cart (`@citerne/cart-sync/react`) is provided here to the header badge, the mini-cart and the pages.
 */
export function ShopChrome({ footer = true }: { footer?: boolean }) {
  return (
    <CartSyncProvider cartSync={shopCartSync}>
      <ShopChromeContent footer={footer} />
    </CartSyncProvider>
  );
}

function ShopChromeContent({ footer }: { footer: boolean }) {
  const { t } = useLingui();
  const store = useStoreView();
  const layout = usePageData<LayoutData>(layoutKey(store.code));
  const location = useLocation();
  const navigation = useNavigation();
  const online = useOnline();
  const modals = useModals();
  const cartCount = useMiniCartCount();
  const accountEntry = useAccountEntry();
  const sellerPhone = useSellerIdentity().phone;
  const [menuOpen, setMenuOpen] = useAtom(mobileMenuOpenAtom);
  const [searchOpen, setSearchOpen] = useAtom(searchPanelOpenAtom);
  const miniCart = useMiniCart();
  const [notifications, setNotifications] = useAtom(notificationsAtom);
  const categories = useMemo(() => menuTree(layout.categories, shopConfig.rootCategoryId), [layout.categories]);
  const isHome = location.pathname === storePath(store, '/') || location.pathname === '/pwa.html';

  useCartNotices();
  useShopSession();
  useResetPasswordQuery();
  useServiceWorker();
  usePromotionModal(layout.promotion);

  // A new page closes the menu and the search panel.
  useEffect(() => {
    setMenuOpen(false);
    setSearchOpen(false);
  }, [location.pathname]);

  const seeAll = (category: { label: string }) => t`All of ${category.label}`;
  const extraLinks = [
    { label: t`Buying guide`, href: '/comment-choisir-sa-citerne-souple' },
    { label: t`Made to measure`, href: '/configurator' },
  ];
  const cartLabel = t`Cart, ${plural(cartCount, { one: '# item', other: '# items' })}`;
  // SPEC §2 "Compare products", "Wishlist": their header links show once the list holds a product, with the count.
  // Counts, not the lists: the chrome renders again when a count changes, not each time the lists are published.
  const saved = { compare: useSavedCount('compare'), wishlist: useSavedCount('wishlist') };
  const shortcuts = [
    ...(saved.compare > 0
      ? [
          {
            id: 'compare',
            href: storePath(store, '/compare'),
            icon: 'compare' as const,
            count: saved.compare,
            label: t`Compare products, ${plural(saved.compare, { one: '# product', other: '# products' })}`,
          },
        ]
      : []),
    ...(saved.wishlist > 0
      ? [
          {
            id: 'wishlist',
            href: storePath(store, '/wishlist'),
            icon: 'heart' as const,
            count: saved.wishlist,
            label: t`Wishlist, ${plural(saved.wishlist, { one: '# product', other: '# products' })}`,
          },
        ]
      : []),
  ];

  return (
    <LinkProvider component={RouterAnchor}>
      <ProgressBar active={navigation.state !== 'idle'} label={t`Loading the page`} />
      <Header
        logo={<ShopLogo />}
        homeHref="/"
        homeLabel={t`Citerne souple – home`}
        skipLink={{ href: '#main', label: t`Skip to content` }}
        phone={{ number: sellerPhone.display, href: `tel:${sellerPhone.e164}`, label: t`Call us` }}
        contact={{ href: '/contact', label: t`Contact us` }}
        // SPEC §2: the account icon goes to /my-account when logged in, else opens the login modal.
        account={accountEntry.account}
        shortcuts={shortcuts}
        search={{
          label: t`Search`,
          placeholder: t`Search a product…`,
          onOpen: () => setSearchOpen(true),
          expanded: searchOpen,
          controls: 'search-panel',
        }}
        menu={{
          label: t`Menu`,
          onToggle: () => setMenuOpen((open) => !open),
          expanded: menuOpen,
          controls: 'mobile-menu',
        }}
        cart={{
          label: cartLabel,
          quantity: cartCount,
          expanded: miniCart.isOpen,
          controls: 'mini-cart',
          onClick: miniCart.toggle,
        }}
        navigation={
          <MegaMenu
            key={location.pathname}
            label={t`Main navigation`}
            triggerLabel={t`Our products`}
            categories={categories}
            seeAllLabel={seeAll}
            links={extraLinks}
          />
        }
      />
      <MobileMenu
        id="mobile-menu"
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        title={t`Menu`}
        closeLabel={t`Close the menu`}
        categories={categories}
        seeAllLabel={seeAll}
        // On phones the header has no room for the lists' links: the menu lists them.
        links={[...extraLinks, ...shortcuts.map(({ label, href }) => ({ label, href }))]}
      />
      <Drawer
        id="search-panel"
        open={searchOpen}
        onClose={() => setSearchOpen(false)}
        title={t`Search`}
        closeLabel={t`Close the search`}
        hideTitle
      >
        <LazyDrawerBody load={loadSearchPanel} open={searchOpen} onClose={() => setSearchOpen(false)} />
      </Drawer>
      <Drawer
        id="mini-cart"
        open={miniCart.isOpen}
        onClose={miniCart.close}
        title={t`My cart`}
        closeLabel={t`Close the cart`}
      >
        <LazyDrawerBody load={loadMiniCart} open={miniCart.isOpen} onClose={miniCart.close} />
      </Drawer>
      <main id="main" tabIndex={-1} aria-busy={navigation.state === 'loading' || undefined}>
        <Outlet />
      </main>
      {footer ? <ShopFooterIsland productLinks={layout.footerProductLinks} /> : null}
      <MobileBottomNav
        label={t`Mobile navigation`}
        labels={{ home: t`Home`, menu: t`Menu`, search: t`Search`, profile: t`Account`, cart: t`Cart` }}
        homeHref="/"
        isHome={isHome}
        isAccount={location.pathname.endsWith('/my-account')}
        menuOpen={menuOpen}
        searchOpen={searchOpen}
        onHome={() => {
          setMenuOpen(false);
          setSearchOpen(false);
        }}
        onMenu={() => setMenuOpen((open) => !open)}
        onSearch={() => setSearchOpen((open) => !open)}
        onProfile={accountEntry.openProfile}
        onCart={miniCart.toggle}
        cartQuantity={cartCount}
        cartLabel={cartLabel}
        cartOpen={miniCart.isOpen}
        controls={{ menu: 'mobile-menu', search: 'search-panel', cart: 'mini-cart' }}
      />
      <Notifications
        label={t`Notifications`}
        closeLabel={t`Close`}
        notifications={notifications}
        onDismiss={(id) => setNotifications((list) => list.filter((item) => item.id !== id))}
      />
      <ModalHost onClose={modals.close} />
      <CookieConsent />
      <TagManager />
      <OfflineBadge offline={!online} message={t`You are offline. Some features might not be available.`} />
    </LinkProvider>
  );
}
