import { HydrationBoundary } from '@tanstack/react-query';
import { CategoryPage } from '../category/CategoryPage';
import { categoryRouteData } from '../category/categoryRouteData.server';
import { findCategoryBySlug } from '../category/findCategory.server';
import { notFound } from '../page/notFound.server';
import { pageContext } from '../page/pageContext.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import type { Route } from './+types/category';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = await pageContext(context, request);
  const category = await findCategoryBySlug(page.api.client, params.slug);
  if (!category) throw notFound(page, `Category query returned empty result url_key: ${params.slug}`);
  return categoryRouteData(page, category);
}

export const meta: Route.MetaFunction = pageMeta;

/** SPEC §2 "/c/{slug}": a category page. */
export default function Category({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <CategoryPage dataKey={loaderData.dataKey} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
