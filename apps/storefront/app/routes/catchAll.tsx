import { HydrationBoundary } from '@tanstack/react-query';
import { CategoryPage } from '../category/CategoryPage';
import { CmsPage } from '../cms/CmsPage';
import { errorMeta } from '../page/errorMeta';
import { pageContext } from '../page/pageContext.server';
import { RouteErrorPage } from '../page/RouteErrorPage';
import { resolveUrl } from '../page/resolveUrl.server';
import { ProductPage } from '../product/ProductPage';
import { seoMeta } from '../seo/seoMeta';
import type { Route } from './+types/catchAll';

export async function loader({ context, request }: Route.LoaderArgs) {
  return resolveUrl(await pageContext(context, request));
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) =>
  error ? errorMeta(error, location.pathname) : seoMeta(loaderData?.seo);

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
  return <HydrationBoundary state={loaderData.dehydratedState}>{page}</HydrationBoundary>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
