import { msg } from '@lingui/core/macro';
import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { i18nFor } from '../i18n/i18n';
import type { SeoData } from '../seo/SeoData';
import { SHOP_NAME, seoMeta } from '../seo/seoMeta';
import { storeViewOfPath } from '../storeView/storeViewOfPath';

/**
 * The `<head>` of a page whose loader failed: the not-found SEO data it sent with its 404, else a title naming
 * the error; both kept out of search results.
 */
export function errorMeta(error: unknown, pathname: string): MetaDescriptor[] {
  if (isRouteErrorResponse(error) && (error.data as { seo?: SeoData } | null)?.seo) {
    return seoMeta((error.data as { seo: SeoData }).seo);
  }
  const i18n = i18nFor(storeViewOfPath(pathname).store.locale);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${i18n._(notFound ? msg`Page not found` : msg`Internal Server Error`)} | ${SHOP_NAME}` },
    { name: 'robots', content: 'noindex, follow' },
  ];
}
