import type { ApiClient } from '@citerne/core-api';
import { msg } from '@lingui/core/macro';
import { type ProductTeaser, teaserFields, toProductTeaser } from '../catalog/ProductTeaser';
import { searchCatalog } from '../catalog/searchCatalog';
import { fetchCmsPage } from '../cms/loadCmsPage.server';
import { sanitizeHtml } from '../cms/sanitizeHtml.server';
import { notFound } from '../page/notFound.server';
import type { PageContext } from '../page/pageContext.server';
import { breadcrumbJsonLd } from '../seo/breadcrumbJsonLd';
import { pageSeo } from '../seo/pageSeo';
import { SHOP_NAME } from '../seo/seoMeta';
import { storePath } from '../storeView/storePath';
import { BLOG_PREFIX, type BlogArticle, newestFirst, toBlogArticle } from './blogArticle';

/** Articles on a page of the blog's list. */
export const BLOG_PAGE_SIZE = 10;

/**
 * Every published article, newest first (the CMS pages named `blog-…` with valid article fields).
 *
 * @example
 * const articles = await loadBlogArticles(client);
 */
export async function loadBlogArticles(client: ApiClient): Promise<BlogArticle[]> {
  const { items } = await client.catalog.search({ type: 'cms_page', size: 500 });
  return newestFirst(items.flatMap((page) => toBlogArticle(page) ?? []));
}

/**
 * The blog's list at `/blog/` (`?page=n`, 10 a page): 404 past the last page or for a page number that is not one,
 * so search engines never index an empty list.
 */
export async function loadBlogList(page: PageContext) {
  const requested = page.url.searchParams.get('page');
  const number = requested === null ? 1 : Number(requested);
  const articles = await loadBlogArticles(page.api.client);
  const pageCount = Math.max(1, Math.ceil(articles.length / BLOG_PAGE_SIZE));
  if (!Number.isInteger(number) || number < 1 || number > pageCount) {
    throw notFound(page, `Blog page ${String(requested)} does not exist`);
  }
  const title = page.i18n._(msg`Blog`);
  const home = page.i18n._(msg`Home`);
  return {
    articles: articles.slice((number - 1) * BLOG_PAGE_SIZE, number * BLOG_PAGE_SIZE),
    page: number,
    pageCount,
    blogHref: storePath(page.store, '/blog/'),
    homeHref: storePath(page.store, '/'),
    seo: pageSeo({
      origin: page.api.origin,
      store: page.store,
      path: number === 1 ? '/blog/' : `/blog/?page=${number}`,
      title: number === 1 ? title : `${title} – ${page.i18n._(msg`Page ${number}`)}`,
      description: page.i18n._(
        msg`Installing, regulations, fire reserves, maintenance: our practical articles on soft water tanks.`,
      ),
      jsonLd: [
        breadcrumbJsonLd(page.api.origin, [
          { label: home, href: '/' },
          { label: title, href: '/blog/' },
        ]),
      ],
    }),
  };
}

/** The products an article mentions, in its order; those no longer sold are left out. */
async function mentionedProducts(client: ApiClient, skus: readonly string[]): Promise<ProductTeaser[]> {
  if (skus.length === 0) return [];
  try {
    const { items } = await searchCatalog(client, {
      filters: [{ kind: 'terms', field: 'sku', values: [...skus] }],
      size: skus.length,
      scope: 'catalog',
      include: [...teaserFields],
    });
    const teasers = new Map(items.map((item) => [item.sku, toProductTeaser(item)]));
    return skus.flatMap((sku) => teasers.get(sku) ?? []);
  } catch (error) {
    // The article still reads well without its product cards.
    console.error(
      `Blog: the products ${skus.join(', ')} could not be loaded: ${error instanceof Error ? error.message : error}`,
    );
    return [];
  }
}

/**
 * An article at `/blog/{slug}`: its sanitised content, the products it mentions, and its SEO with the `Article` and
 * `BreadcrumbList` JSON-LD; 404 for an unknown or unpublished article.
 */
export async function loadBlogArticle(page: PageContext, slug: string) {
  const cms = /^[a-z0-9-]{1,120}$/.test(slug) ? await fetchCmsPage(page.api.client, `${BLOG_PREFIX}${slug}`) : null;
  const article = cms ? toBlogArticle(cms) : null;
  if (!cms || !article) throw notFound(page, `No blog article ${slug}`);
  const path = `/blog/${article.slug}`;
  const canonical = `${page.api.origin}${path}`;
  const home = page.i18n._(msg`Home`);
  const blog = page.i18n._(msg`Blog`);
  return {
    article,
    html: sanitizeHtml(cms.content),
    products: await mentionedProducts(page.api.client, article.products),
    blogHref: storePath(page.store, '/blog/'),
    homeHref: storePath(page.store, '/'),
    seo: pageSeo({
      origin: page.api.origin,
      store: page.store,
      path,
      title: article.title,
      description: article.description,
      ogType: 'article',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: article.title,
          description: article.description,
          datePublished: article.publishedAt,
          dateModified: article.updatedAt,
          inLanguage: 'fr-FR',
          mainEntityOfPage: canonical,
          author: { '@type': 'Organization', name: SHOP_NAME, url: `${page.api.origin}/` },
          publisher: {
            '@type': 'Organization',
            name: SHOP_NAME,
            logo: { '@type': 'ImageObject', url: `${page.api.origin}/favicon.svg` },
          },
        },
        breadcrumbJsonLd(page.api.origin, [
          { label: home, href: '/' },
          { label: blog, href: '/blog/' },
          { label: article.title, href: path },
        ]),
      ],
    }),
  };
}
