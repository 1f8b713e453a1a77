import { HydrationBoundary } from '@tanstack/react-query';
import { errorMeta } from '../page/errorMeta';
import { pageContext } from '../page/pageContext.server';
import { RouteErrorPage } from '../page/RouteErrorPage';
import { ProductPage } from '../product/ProductPage';
import { productRouteData } from '../product/productRouteData.server';
import { seoMeta } from '../seo/seoMeta';
import type { Route } from './+types/product';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = await pageContext(context, request);
  const childSku = (params as { childSku?: string }).childSku ?? page.url.searchParams.get('childSku');
  return productRouteData(page, params.parentSku, childSku, params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) =>
  error ? errorMeta(error, location.pathname) : seoMeta(loaderData?.seo);

/** SPEC §2 "/p/{parentSku}/{slug}" and "/p/{parentSku}/{slug}/{childSku}": a product page of any type. */
export default function Product({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ProductPage key={loaderData.dataKey.join('/')} dataKey={loaderData.dataKey} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
