import { type ApiClient, createApiClient } from '@citerne/core-api';
import type { RouterContextProvider } from 'react-router';
import { shopServerContext } from './shopServerContext';

/** The API as a loader sees it: the client, the public origin and server secrets. */
export interface ServerApi {
  readonly client: ApiClient;
  /** Origin of absolute URLs (canonical, Open Graph, sitemap). */
  readonly origin: string;
  readonly slidePhotoToken: string | undefined;
}

// The router context lives for one request: its loaders (root, layout, page) share one API and its memos.
const perRequest = new WeakMap<Readonly<RouterContextProvider>, ServerApi>();

/**
 * The API for a loader: in-process when the shop server provided a fetch, else over HTTP to the request's own
 * origin (Vite's dev server mounts the API there). The loaders of one request get the same one.
 */
export function serverApi(context: Readonly<RouterContextProvider>, request: Request): ServerApi {
  const known = perRequest.get(context);
  if (known) return known;
  const shop = context.get(shopServerContext);
  const requestOrigin = new URL(request.url).origin;
  const client = createApiClient({ baseUrl: requestOrigin, ...(shop ? { fetch: shop.fetch } : {}) });
  const api: ServerApi = {
    client,
    origin: (shop?.publicUrl ?? requestOrigin).replace(/\/+$/, ''),
    slidePhotoToken: shop?.slidePhotoToken ?? process.env.SLIDE_PHOTO_ADMIN_TOKEN,
  };
  perRequest.set(context, api);
  return api;
}
