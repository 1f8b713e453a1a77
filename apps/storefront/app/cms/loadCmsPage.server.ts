import { type ApiClient, ApiError } from '@citerne/core-api';
import type { CmsPage, SellerIdentity } from '@citerne/core-api/contract';
import { pageSeo } from '../seo/pageSeo';
import type { SeoData } from '../seo/SeoData';
import { legalPages } from '../shop/legalPages';
import type { StoreView } from '../storeView/storeViews';
import type { CmsPageData } from './CmsPageData';
import { fillSellerPlaceholders } from './fillSellerPlaceholders';
import { sanitizeHtml } from './sanitizeHtml.server';

/**
 * A CMS page by identifier, its HTML sanitised (SPEC §2 CMS and static pages); null when the CMS does not know it
 * or it is inactive ("CMS query returned empty result", SPEC §8).
 */
export async function fetchCmsPage(client: ApiClient, identifier: string): Promise<CmsPage | null> {
  try {
    const page = await client.cms.page(identifier);
    return page.active === false ? null : page;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/**
 * The data and SEO of a CMS page shown at `path` (`/i/{identifier}` or a static path such as `/delivery`): its
 * `{{seller.…}}` placeholders filled with the seller's identity, then sanitised.
 *
 * @example
 * const page = loadCmsPage({ page, path: '/delivery', store, origin, seller });
 */
export function loadCmsPage(input: {
  page: CmsPage;
  path: string;
  store: StoreView;
  origin: string;
  seller: SellerIdentity;
}): {
  data: CmsPageData;
  seo: SeoData;
} {
  const { page } = input;
  const html = sanitizeHtml(fillSellerPlaceholders(page.content, input.seller));
  const title = page.content_heading || page.title || page.identifier;
  return {
    data: {
      identifier: page.identifier,
      title,
      html,
      hasOwnHeading: /<h1[\s>]/i.test(html),
      exampleSeller: input.seller.example && legalPages.has(page.identifier),
    },
    seo: pageSeo({
      origin: input.origin,
      store: input.store,
      path: input.path,
      title: page.meta_title || title,
      description: page.meta_description || html,
      ogType: 'article',
    }),
  };
}
