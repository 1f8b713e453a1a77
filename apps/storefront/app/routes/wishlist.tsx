import { msg } from '@lingui/core/macro';
import { listsCatalogLoaded } from '../lists/listsCatalog';
import { WishlistPage } from '../lists/WishlistPage';
import { pageContext } from '../page/pageContext.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import { pageSeo } from '../seo/pageSeo';
import type { Route } from './+types/wishlist';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await pageContext(context, request);
  return {
    seo: pageSeo({
      origin: page.api.origin,
      store: page.store,
      path: '/wishlist',
      title: page.i18n._(msg`Wishlist`),
      description: page.i18n._(msg`The products you keep for later.`),
      noindex: true,
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;

// The page's texts (their own catalogue) are in the shop's language before it renders, on the server and in the browser.
export const handle = { listsCatalogLoaded };

/** `/wishlist` (SPEC §2 "Wishlist"). */
export default function Wishlist() {
  return <WishlistPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
