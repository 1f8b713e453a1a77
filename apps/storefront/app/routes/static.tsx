import { PageDataBoundary } from '../api/PageDataBoundary';
import { CmsPage } from '../cms/CmsPage';
import { cmsRouteData } from '../cms/cmsRouteData.server';
import { pageContext } from '../page/pageContext.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import { loadSellerIdentity } from '../shop/loadSellerIdentity.server';
import { loadStorePoints } from '../storeLocator/loadStorePoints.server';
import { StoreLocatorList } from '../storeLocator/StoreLocatorList';
import type { Route } from './+types/static';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await pageContext(context, request);
  // A static page shows the CMS page named like its path: /delivery → `delivery`.
  // A client navigation's data request (`/delivery.data`) names the same page.
  const identifier = page.path.replace(/\.data$/, '').replace(/^\/+|\/+$/g, '');
  // SPEC §2 "Store locator": the page's CMS text and the structured points of sale (CMS block `store-locator-points`).
  const [data, storePoints] = await Promise.all([
    cmsRouteData(page, identifier, page.path),
    identifier === 'store-locator'
      ? loadSellerIdentity(page.api).then((seller) => loadStorePoints(page.api.client, seller))
      : [],
  ]);
  return { ...data, storePoints, origin: page.api.origin };
}

export const meta: Route.MetaFunction = pageMeta;

/** SPEC §2 static pages (/legal, /privacy, /delivery, …), filled from the CMS page of the same name. */
export default function StaticPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageDataBoundary state={loaderData.dehydratedState}>
      <CmsPage dataKey={loaderData.dataKey} />
      <StoreLocatorList points={loaderData.storePoints} origin={loaderData.origin} />
    </PageDataBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
