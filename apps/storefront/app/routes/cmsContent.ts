import * as v from 'valibot';
import { serverApi } from '../api/serverApi.server';
import { fetchCmsPage, loadCmsPage } from '../cms/loadCmsPage.server';
import { loadSellerIdentity } from '../shop/loadSellerIdentity.server';
import { defaultStoreView } from '../storeView/storeViews';
import type { Route } from './+types/cmsContent';

const IdentifierSchema = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,99}$/));

/**
 * `/cms-content/{identifier}`: a CMS page's title and HTML for a modal (the terms and conditions at the checkout's
 * review step, SPEC §2): the `{{seller.…}}` placeholders filled and the HTML sanitised on the server, exactly as
 * the page itself shows it. The CMS content is the same in every store view (multistore off, SPEC §1).
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const identifier = v.safeParse(IdentifierSchema, params.identifier);
  if (!identifier.success) return Response.json({ error: 'Unknown page.' }, { status: 404 });
  const api = serverApi(context, request);
  const [found, seller] = await Promise.all([fetchCmsPage(api.client, identifier.output), loadSellerIdentity(api)]);
  if (!found) return Response.json({ error: 'Unknown page.' }, { status: 404 });
  const { data } = loadCmsPage({
    page: found,
    path: `/i/${identifier.output}`,
    store: defaultStoreView,
    origin: api.origin,
    seller,
  });
  return Response.json({ title: data.title, html: data.html }, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
