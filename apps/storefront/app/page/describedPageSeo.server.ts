import type { MessageDescriptor } from '@lingui/core';
import type { RouterContextProvider } from 'react-router';
import { pageSeo } from '../seo/pageSeo';
import { pageContext } from './pageContext.server';

/** What a page without data of its own says of itself (its texts as lingui descriptors). */
export interface PageDescription {
  /** The page's path without store prefix; the requested one when absent. */
  readonly path?: string;
  readonly title: MessageDescriptor;
  readonly description?: MessageDescriptor;
  /** Kept out of search engines (a visitor's own lists, a login link). */
  readonly noindex?: boolean;
}

/**
 * The SEO of a page whose loader only describes it (contact, accessibility statement, withdrawal, compare,
 * wishlist…): its title and description in the shop's language, its canonical URL in the store view (SPEC §2).
 * @example
 * export const loader = async ({ context, request }) => ({
 *   seo: await describedPageSeo(context, request, { path: '/contact', title: msg`Contact us` }),
 * });
 */
export async function describedPageSeo(
  context: Readonly<RouterContextProvider>,
  request: Request,
  { path, title, description, noindex }: PageDescription,
) {
  const page = await pageContext(context, request);
  return pageSeo({
    origin: page.api.origin,
    store: page.store,
    path: path ?? page.path,
    title: page.i18n._(title),
    ...(description ? { description: page.i18n._(description) } : {}),
    ...(noindex ? { noindex } : {}),
  });
}
