import { type ApiClient, ApiError } from '@citerne/core-api';
import type { CmsPage } from '@citerne/core-api/contract';
import { pageSeo } from '../seo/pageSeo';
import type { SeoData } from '../seo/SeoData';
import type { StoreView } from '../store/storeViews';
import type { CmsPageData } from './CmsPageData';
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
 * The data and SEO of a CMS page shown at `path` (`/i/{identifier}` or a static path such as `/delivery`).
 *
 * @example
 * const page = await loadCmsPage({ page, path: '/delivery', store, origin });
 */
export function loadCmsPage(input: { page: CmsPage; path: string; store: StoreView; origin: string }): {
  data: CmsPageData;
  seo: SeoData;
} {
  const { page } = input;
  const html = sanitizeHtml(page.content);
  const title = page.content_heading || page.title || page.identifier;
  return {
    data: { identifier: page.identifier, title, html, hasOwnHeading: /<h1[\s>]/i.test(html) },
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
