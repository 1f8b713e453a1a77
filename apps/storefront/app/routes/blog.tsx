import { BlogListPage } from '../blog/BlogListPage';
import { blogCatalogLoaded } from '../blog/blogCatalog';
import { loadBlogList } from '../blog/loadBlog.server';
import { pageContext } from '../page/pageContext.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import type { Route } from './+types/blog';

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadBlogList(await pageContext(context, request));
}

export const meta: Route.MetaFunction = pageMeta;

export const handle = { blogCatalogLoaded };

/** The blog at `/blog/` (issue 17; the home page links it): articles held as CMS pages. */
export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogListPage {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
