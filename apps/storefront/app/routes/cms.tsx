import { HydrationBoundary } from '@tanstack/react-query';
import { CmsPage } from '../cms/CmsPage';
import { cmsRouteData } from '../cms/cmsRouteData.server';
import { errorMeta } from '../page/errorMeta';
import { pageContext } from '../page/pageContext.server';
import { RouteErrorPage } from '../page/RouteErrorPage';
import { seoMeta } from '../seo/seoMeta';
import type { Route } from './+types/cms';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = await pageContext(context, request);
  return cmsRouteData(page, params.slug, `/i/${encodeURIComponent(params.slug)}`);
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) =>
  error ? errorMeta(error, location.pathname) : seoMeta(loaderData?.seo);

/** SPEC §2 "/i/{slug}": a CMS page (route name cms-page, param slug). */
export default function Cms({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <CmsPage dataKey={loaderData.dataKey} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
