import type { SellerIdentity } from '@citerne/core-api/contract';
import type { ServerApi } from '../api/serverApi.server';

// The loaders of one request share one ServerApi: the root (for every page) and a CMS page ask once.
const perRequest = new WeakMap<ServerApi, Promise<SellerIdentity>>();

/**
 * The seller's identity the API serves (`GET /api/ext/seller`, set by the merchant in its configuration), asked once
 * per request.
 *
 * @example
 * const seller = await loadSellerIdentity(serverApi(context, request));
 */
export function loadSellerIdentity(api: ServerApi): Promise<SellerIdentity> {
  let identity = perRequest.get(api);
  if (!identity) {
    identity = api.client.seller.identity();
    perRequest.set(api, identity);
  }
  return identity;
}
