import type { MetaDescriptor } from 'react-router';
import type { SeoData } from './SeoData';

/** The shop's name in titles and previews. */
export const SHOP_NAME = 'Citerne Souple France';

/**
 * The `<head>` tags of a page (React Router `meta`): title, description, canonical, Open Graph and Twitter
 * card, `hreflang` alternates, robots and JSON-LD.
 *
 * @example
 * export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);
 */
export function seoMeta(seo: SeoData | undefined): MetaDescriptor[] {
  if (!seo) return [{ title: SHOP_NAME }];
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    ...seo.alternates.map((alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hreflang,
      href: alternate.href,
    })),
    { property: 'og:site_name', content: SHOP_NAME },
    { property: 'og:locale', content: 'fr_FR' },
    { property: 'og:type', content: seo.ogType },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    ...(seo.image ? [{ property: 'og:image', content: seo.image }] : []),
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
    ...seo.jsonLd.map((document) => ({ 'script:ld+json': document })),
  ];
}
