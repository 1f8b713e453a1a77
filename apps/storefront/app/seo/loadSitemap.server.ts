import type { ApiClient } from '@citerne/core-api';
import { ACCESSIBILITY_PATH } from '../accessibility/accessibilitySeo';
import { BLOG_PREFIX, toBlogArticle } from '../blog/blogArticle';
import { loadCategories } from '../catalog/loadCategories.server';
import { productHref } from '../catalog/productHref';
import { searchCatalog } from '../catalog/searchCatalog';
import { CONFIGURATOR_PATH, configurationHref } from '../configurator/configuratorPath';
import { GUIDE_PATH } from '../guide/guidePath';
import { shopConfig } from '../shop/shopConfig';
import type { SitemapEntry } from './sitemapXml';
import { staticPages } from './staticPages';

const PAGE = 500;

/**
 * The sitemap entries of the catalogue: home, every category in the menu tree, every product a visitor can
 * open from the catalogue (visibility 2 to 4, enabled) and the configuration pages of the made-to-measure ones, the buying guide, the configurator, the blog and the CMS pages (static paths where the page has one).
 */
export async function loadSitemap(client: ApiClient): Promise<SitemapEntry[]> {
  const categories = await loadCategories(client);
  const products: SitemapEntry[] = [];
  for (let start = 0; ; start += PAGE) {
    const { items, total } = await searchCatalog(client, {
      scope: 'catalog',
      start,
      size: PAGE,
      sort: { field: 'id', order: 'asc' },
      include: ['id', 'sku', 'name', 'type_id', 'url_key', 'slug', 'updated_at', 'measure'],
    });
    for (const item of items) {
      products.push({ path: productHref(item), lastModified: item.updated_at, priority: 0.7 });
      // Issue 17: a made-to-measure product with measure rules has its configuration page.
      if (item.measure) products.push({ path: configurationHref(item), lastModified: item.updated_at, priority: 0.6 });
    }
    const count = typeof total === 'number' ? total : total.value;
    if (items.length === 0 || start + PAGE >= count) break;
  }
  const { items: pages } = await client.catalog.search({
    type: 'cms_page',
    size: 500,
    includeFields: ['id', 'identifier', 'content', 'active', 'updated_at', 'published_at', 'summary', 'products'],
  });
  const articles = pages.flatMap((page) => toBlogArticle(page) ?? []);
  const statics: readonly string[] = staticPages;
  return [
    { path: '/', priority: 1 },
    { path: GUIDE_PATH, priority: 0.8 },
    { path: CONFIGURATOR_PATH, priority: 0.8 },
    { path: '/blog/', priority: 0.5 },
    { path: ACCESSIBILITY_PATH, priority: 0.3 },
    ...articles.map((article) => ({ path: `/blog/${article.slug}`, lastModified: article.updatedAt, priority: 0.5 })),
    ...categories
      .filter((category) => category.id !== shopConfig.rootCategoryId && category.level >= 2)
      .map((category) => ({ path: category.href, priority: category.level === 2 ? 0.9 : 0.8 })),
    ...products,
    ...pages
      // Articles have their own address under /blog/ (above).
      .filter((page) => page.active !== false && !page.identifier.startsWith(BLOG_PREFIX))
      .map((page) => ({
        path: statics.includes(page.identifier) ? `/${page.identifier}` : `/i/${encodeURIComponent(page.identifier)}`,
        lastModified: typeof page.updated_at === 'string' ? page.updated_at : null,
        priority: 0.3,
      })),
  ];
}
