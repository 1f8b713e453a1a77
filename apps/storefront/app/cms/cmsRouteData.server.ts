import type { CmsPage } from '@citerne/core-api/contract';
import { dehydratePageData } from '../api/dehydratePageData.server';
import { notFound } from '../page/notFound.server';
import type { PageContext } from '../page/pageContext.server';
import { loadSellerIdentity } from '../shop/loadSellerIdentity.server';
import { cmsPageKey } from './CmsPageData';
import { fetchCmsPage, loadCmsPage } from './loadCmsPage.server';

/**
 * The loader data of a CMS page shown at `path` (`/i/{slug}`, a static path, or URL mapping), given the page
 * or its identifier; 404 when the CMS does not have it ("CMS query returned empty result", SPEC §8).
 */
export async function cmsRouteData(page: PageContext, source: string | CmsPage, path: string) {
  const [found, seller] = await Promise.all([
    typeof source === 'string' ? fetchCmsPage(page.api.client, source) : source,
    loadSellerIdentity(page.api),
  ]);
  if (!found) throw notFound(page, `CMS query returned empty result page: ${String(source)}`);
  const { data, seo } = loadCmsPage({ page: found, path, store: page.store, origin: page.api.origin, seller });
  const dataKey = cmsPageKey(page.store.code, found.identifier);
  return { kind: 'cms' as const, dataKey, dehydratedState: dehydratePageData([[dataKey, data]]), seo };
}
