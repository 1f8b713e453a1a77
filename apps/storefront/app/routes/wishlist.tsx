import { listsCatalogLoaded } from '../lists/listsCatalog';
import { listsSeo } from '../lists/listsSeo';
import { WishlistPage } from '../lists/WishlistPage';
import { describedPageSeo } from '../page/describedPageSeo.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import type { Route } from './+types/wishlist';

export async function loader({ context, request }: Route.LoaderArgs) {
  return { seo: await describedPageSeo(context, request, { path: '/wishlist', ...listsSeo.wishlist, noindex: true }) };
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
