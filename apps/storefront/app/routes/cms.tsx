import { redirect } from 'react-router';
import { PageDataBoundary } from '../api/PageDataBoundary';
import { BLOG_PREFIX } from '../blog/blogArticle';
import { CmsPage } from '../cms/CmsPage';
import { cmsRouteData } from '../cms/cmsRouteData.server';
import { pageContext } from '../page/pageContext.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import { requireRouteParams } from '../page/requireRouteParams.server';
import { storePath } from '../storeView/storePath';
import type { Route } from './+types/cms';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = await pageContext(context, request);
  requireRouteParams(page, { cmsIdentifier: [params.slug] });
  // A blog article's one address is /blog/{slug}: its CMS address points there for good.
  if (params.slug.startsWith(BLOG_PREFIX)) {
    throw redirect(storePath(page.store, `/blog/${params.slug.slice(BLOG_PREFIX.length)}`), 301);
  }
  return cmsRouteData(page, params.slug, `/i/${encodeURIComponent(params.slug)}`);
}

export const meta: Route.MetaFunction = pageMeta;

/** SPEC §2 "/i/{slug}": a CMS page (route name cms-page, param slug). */
export default function Cms({ loaderData }: Route.ComponentProps) {
  return (
    <PageDataBoundary state={loaderData.dehydratedState}>
      <CmsPage dataKey={loaderData.dataKey} />
    </PageDataBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
