import { serverApi } from '../api/serverApi.server';
import { loadSitemap } from '../seo/loadSitemap.server';
import { sitemapXml } from '../seo/sitemapXml';
import type { Route } from './+types/sitemap';

/** `/sitemap.xml`, generated from the catalogue. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = serverApi(context, request);
  const xml = sitemapXml(api.origin, await loadSitemap(api.client));
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
