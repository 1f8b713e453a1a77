import { ComparePage } from '../lists/ComparePage';
import { listsCatalogLoaded } from '../lists/listsCatalog';
import { listsSeo } from '../lists/listsSeo';
import { describedPageSeo } from '../page/describedPageSeo.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import type { Route } from './+types/compare';

export async function loader({ context, request }: Route.LoaderArgs) {
  return { seo: await describedPageSeo(context, request, { path: '/compare', ...listsSeo.compare, noindex: true }) };
}

export const meta: Route.MetaFunction = pageMeta;

// The page's texts (their own catalogue) are in the shop's language before it renders, on the server and in the browser.
export const handle = { listsCatalogLoaded };

/** `/compare` (SPEC §2 "Compare products"; the "compare" page group). */
export default function Compare() {
  return <ComparePage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
