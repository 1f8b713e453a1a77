import { PageDataBoundary } from '../api/PageDataBoundary';
import { pageContext } from '../page/pageContext.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import { requireRouteParams } from '../page/requireRouteParams.server';
import { ProductPage } from '../product/ProductPage';
import { productRouteData } from '../product/productRouteData.server';
import type { Route } from './+types/product';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = await pageContext(context, request);
  const pathChildSku = (params as { childSku?: string }).childSku;
  requireRouteParams(page, { segment: [params.parentSku, params.slug, pathChildSku] });
  const childSku = pathChildSku ?? page.url.searchParams.get('childSku');
  return productRouteData(page, params.parentSku, childSku, params.slug);
}

export const meta: Route.MetaFunction = pageMeta;

/** SPEC §2 "/p/{parentSku}/{slug}" and "/p/{parentSku}/{slug}/{childSku}": a product page of any type. */
export default function Product({ loaderData }: Route.ComponentProps) {
  return (
    <PageDataBoundary state={loaderData.dehydratedState}>
      <ProductPage key={loaderData.dataKey.join('/')} dataKey={loaderData.dataKey} />
    </PageDataBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
