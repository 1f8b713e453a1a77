import type { CmsPage } from '@citerne/core-api/contract';
import * as v from 'valibot';

/** CMS pages whose identifier starts with this are the blog's articles (`blog-installer-une-citerne-souple`). */
export const BLOG_PREFIX = 'blog-';

/** An article as the blog shows it. */
export interface BlogArticle {
  /** The address segment: `/blog/{slug}`. */
  readonly slug: string;
  readonly identifier: string;
  readonly title: string;
  readonly summary: string;
  /** ISO date. */
  readonly publishedAt: string;
  /** ISO date of the last change. */
  readonly updatedAt: string;
  /** Skus of the products the article mentions. */
  readonly products: readonly string[];
  readonly description: string;
}

const isoDate = v.pipe(v.string(), v.isoTimestamp());
// The article's own fields, stored beside the CMS page's: read back as outside data.
const ArticleFieldsSchema = v.object({
  published_at: isoDate,
  updated_at: v.optional(isoDate),
  summary: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(600)),
  products: v.optional(v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(64))), v.maxLength(12)), []),
});

/**
 * The article of a CMS page, or null when the page is not a blog article or its article fields are missing or
 * malformed (an article the merchant has not finished stays off the blog rather than breaking it).
 *
 * @example
 * toBlogArticle(page)?.slug; // 'installer-une-citerne-souple'
 */
export function toBlogArticle(page: CmsPage): BlogArticle | null {
  if (!page.identifier.startsWith(BLOG_PREFIX) || page.active === false) return null;
  const slug = page.identifier.slice(BLOG_PREFIX.length);
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return null;
  const fields = v.safeParse(ArticleFieldsSchema, page);
  if (!fields.success) return null;
  return {
    slug,
    identifier: page.identifier,
    title: page.content_heading || page.title || slug,
    summary: fields.output.summary,
    publishedAt: fields.output.published_at,
    updatedAt: fields.output.updated_at ?? fields.output.published_at,
    products: fields.output.products,
    description: page.meta_description || fields.output.summary,
  };
}

/**
 * The articles newest first (ties by title, so the order is stable).
 *
 * @example
 * newestFirst(articles)[0]?.slug;
 */
export function newestFirst(articles: readonly BlogArticle[]): BlogArticle[] {
  return [...articles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title));
}
