import type { Category } from '@citerne/core-api/contract';
import { msg } from '@lingui/core/macro';
import { dehydratePageData } from '../api/dehydratePageData.server';
import { loadCategories } from '../catalog/loadCategories.server';
import { notFound } from '../page/notFound.server';
import type { PageContext } from '../page/pageContext.server';
import { categoryPageKey } from './CategoryPageData';
import { CategoryPageOutOfRange, loadCategoryPage } from './loadCategoryPage.server';

/**
 * The loader data of a category page, for a category found by its slug (`/c/{slug}`) or by URL mapping (the
 * catch-all): the query key, the dehydrated page data and the SEO data.
 * @throws the 404 answer for a page past the last one.
 */
export async function categoryRouteData(page: PageContext, category: Category) {
  const categories = await loadCategories(page.api.client);
  try {
    const { data, seo } = await loadCategoryPage({
      client: page.api.client,
      category,
      categories,
      url: page.url,
      store: page.store,
      origin: page.api.origin,
      labels: {
        home: page.i18n._(msg`Home`),
        price: page.i18n._(msg`Price`),
        page: (number) => page.i18n._(msg`page ${number}`),
      },
    });
    const dataKey = categoryPageKey(page.store.code, category.id, page.url.search);
    return { kind: 'category' as const, dataKey, dehydratedState: dehydratePageData([[dataKey, data]]), seo };
  } catch (error) {
    if (error instanceof CategoryPageOutOfRange) throw notFound(page, error.message);
    throw error;
  }
}
