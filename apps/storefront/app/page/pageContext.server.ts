import type { I18n } from '@lingui/core';
import type { RouterContextProvider } from 'react-router';
import { type ServerApi, serverApi } from '../api/serverApi.server';
import { loadLocale } from '../i18n/i18n';
import { storeViewOfPath } from '../storeView/storeViewOfPath';
import type { StoreView } from '../storeView/storeViews';

/** What every page loader starts from: the API, the URL, the store view and its language. */
export interface PageContext {
  readonly api: ServerApi;
  readonly url: URL;
  readonly store: StoreView;
  /** The path without its store segment. */
  readonly path: string;
  readonly i18n: I18n;
}

/**
 * The context of a page request.
 *
 * @example
 * const { api, store, i18n } = await pageContext(context, request);
 */
export async function pageContext(context: Readonly<RouterContextProvider>, request: Request): Promise<PageContext> {
  const url = new URL(request.url);
  const { store, path } = storeViewOfPath(url.pathname);
  return { api: serverApi(context, request), url, store, path, i18n: await loadLocale(store.locale) };
}
