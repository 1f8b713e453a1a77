import { serverApi } from '../api/serverApi.server';
import { robotsTxt } from '../seo/robotsTxt';
import type { Route } from './+types/robots';

/** `/robots.txt`: crawl everything but the personal and technical pages, and the sitemap's address. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = serverApi(context, request);
  return new Response(robotsTxt(api.origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
