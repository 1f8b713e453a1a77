import { msg } from '@lingui/core/macro';
import { data } from 'react-router';
import { pageSeo } from '../seo/pageSeo';
import type { PageContext } from './pageContext.server';

/**
 * The not-found answer of a page loader: a real 404 status, and SEO data that keeps the page out of the index.
 * Thrown, it renders the route's error boundary (the not-found page) inside the layout.
 *
 * @example
 * if (!category) throw notFound(page, `No category ${slug}`);
 */
export function notFound(page: PageContext, reason: string) {
  return data(
    {
      reason,
      seo: pageSeo({
        origin: page.api.origin,
        store: page.store,
        path: page.path,
        title: page.i18n._(msg`Page not found`),
        noindex: true,
      }),
    },
    { status: 404 },
  );
}
