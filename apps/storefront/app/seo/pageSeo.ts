import { storePath } from '../storeView/storePath';
import { type StoreView, storeViews } from '../storeView/storeViews';
import type { SeoData } from './SeoData';
import { SHOP_NAME } from './seoMeta';

/** What a loader knows of its page. */
export interface PageSeoInput {
  readonly origin: string;
  readonly store: StoreView;
  /** The page's canonical path in the default store (`/c/baches`), without query. */
  readonly path: string;
  readonly title: string;
  readonly description?: string | null | undefined;
  readonly ogType?: SeoData['ogType'];
  /** Site path of the preview image (`/img/…`). */
  readonly image?: string | null | undefined;
  readonly noindex?: boolean;
  readonly jsonLd?: readonly Record<string, unknown>[];
}

/** Description length search engines show. */
const DESCRIPTION_LENGTH = 158;

/** Text of an HTML fragment, without tags and with collapsed spaces (descriptions, JSON-LD). */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function shorten(text: string): string {
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * A page's SEO data: title with the shop's name, a description of at most 158 characters, the canonical URL in
 * the page's store view and the `hreflang` alternates of every defined store view (plus `x-default`).
 *
 * @example
 * pageSeo({ origin: 'https://shop.example', store: french, path: '/c/baches', title: 'Bâches' }).canonical;
 * // 'https://shop.example/c/baches'
 */
export function pageSeo(input: PageSeoInput): SeoData {
  const absolute = (path: string) => `${input.origin}${path}`;
  const title = input.title.includes(SHOP_NAME) ? input.title : `${input.title} | ${SHOP_NAME}`;
  const description = shorten(plainText(input.description) || input.title);
  const alternates = [
    ...storeViews.map((store) => ({ hreflang: store.lang, href: absolute(storePath(store, input.path)) })),
    { hreflang: 'x-default', href: absolute(input.path) },
  ];
  return {
    title,
    description,
    canonical: absolute(storePath(input.store, input.path)),
    alternates: input.noindex ? [] : alternates,
    ogType: input.ogType ?? 'website',
    image: input.image ? absolute(input.image) : undefined,
    noindex: input.noindex,
    jsonLd: input.jsonLd ?? [],
  };
}
