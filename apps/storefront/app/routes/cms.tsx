import { HydrationBoundary } from '@tanstack/react-query';
import { CmsPage } from '../cms/CmsPage';
import { cmsRouteData } from '../cms/cmsRouteData.server';
import { pageContext } from '../page/pageContext.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import type { Route } from './+types/cms';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = await pageContext(context, request);
  return cmsRouteData(page, params.slug, `/i/${encodeURIComponent(params.slug)}`);
}

export const meta: Route.MetaFunction = pageMeta;

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
