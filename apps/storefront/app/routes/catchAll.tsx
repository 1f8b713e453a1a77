import { PageDataBoundary } from '../api/PageDataBoundary';
import { CategoryPage } from '../category/CategoryPage';
import { CmsPage } from '../cms/CmsPage';
import { pageContext } from '../page/pageContext.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import { resolveUrl } from '../page/resolveUrl.server';
import { ProductPage } from '../product/ProductPage';
import type { Route } from './+types/catchAll';

export async function loader({ context, request }: Route.LoaderArgs) {
  return resolveUrl(await pageContext(context, request));
}

export const meta: Route.MetaFunction = pageMeta;

/** SPEC §2 catch-all: a URL resolved through URL mapping, else the not-found page (404). */
export default function CatchAll({ loaderData }: Route.ComponentProps) {
  const page =
    loaderData.kind === 'product' ? (
      <ProductPage key={loaderData.dataKey.join('/')} dataKey={loaderData.dataKey} />
    ) : loaderData.kind === 'category' ? (
      <CategoryPage dataKey={loaderData.dataKey} />
    ) : (
      <CmsPage dataKey={loaderData.dataKey} />
    );
  return <PageDataBoundary state={loaderData.dehydratedState}>{page}</PageDataBoundary>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
