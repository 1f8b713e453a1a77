import { BlogArticlePage } from '../blog/BlogArticlePage';
import { blogCatalogLoaded } from '../blog/blogCatalog';
import { loadBlogArticle } from '../blog/loadBlog.server';
import { pageContext } from '../page/pageContext.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import { requireRouteParams } from '../page/requireRouteParams.server';
import type { Route } from './+types/blogArticle';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = await pageContext(context, request);
  requireRouteParams(page, { segment: [params.slug] });
  return loadBlogArticle(page, params.slug);
}

export const meta: Route.MetaFunction = pageMeta;

export const handle = { blogCatalogLoaded };

/** A blog article at `/blog/{slug}`, with its `Article` JSON-LD. */
export default function BlogArticleRoute({ loaderData }: Route.ComponentProps) {
  return <BlogArticlePage {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
