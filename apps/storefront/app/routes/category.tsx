import { redirect } from 'react-router';
import { PageDataBoundary } from '../api/PageDataBoundary';
import { toCategoryLink } from '../catalog/CategoryLink';
import { CategoryPage } from '../category/CategoryPage';
import { categoryRouteData } from '../category/categoryRouteData.server';
import { findCategoryBySlug } from '../category/findCategory.server';
import { notFound } from '../page/notFound.server';
import { pageContext } from '../page/pageContext.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import { requireRouteParams } from '../page/requireRouteParams.server';
import { storePath } from '../storeView/storePath';
import type { Route } from './+types/category';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = await pageContext(context, request);
  requireRouteParams(page, { segment: [params.slug] });
  const category = await findCategoryBySlug(page.api.client, params.slug);
  if (!category) throw notFound(page, `Category query returned empty result url_key: ${params.slug}`);
  // Found by its id (SPEC §2): the page's address is the one with its url key, query kept.
  const link = toCategoryLink(category);
  if (params.slug !== link.urlKey && params.slug === String(category.id)) {
    throw redirect(`${storePath(page.store, link.href)}${new URL(request.url).search}`, 301);
  }
  return categoryRouteData(page, category);
}

export const meta: Route.MetaFunction = pageMeta;

/** SPEC §2 "/c/{slug}": a category page. */
export default function Category({ loaderData }: Route.ComponentProps) {
  return (
    <PageDataBoundary state={loaderData.dehydratedState}>
      <CategoryPage dataKey={loaderData.dataKey} />
    </PageDataBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
