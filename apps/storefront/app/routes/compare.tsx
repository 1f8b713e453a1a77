import { ComparePage } from '../lists/ComparePage';
import { listsCatalogLoaded } from '../lists/listsCatalog';
import { listsSeo } from '../lists/listsSeo';
import { pageContext } from '../page/pageContext.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import { pageSeo } from '../seo/pageSeo';
import type { Route } from './+types/compare';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await pageContext(context, request);
  return {
    seo: pageSeo({
      origin: page.api.origin,
      store: page.store,
      path: '/compare',
      title: page.i18n._(listsSeo.compare.title),
      description: page.i18n._(listsSeo.compare.description),
      noindex: true,
    }),
  };
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
