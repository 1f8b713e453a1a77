import { type ShippingTerms, shippingTermsCall } from '@citerne/core-api/contract';
import type { ServerApi } from '../api/serverApi.server';

/**
 * The shipping terms of the API's configuration (`GET /api/ext/shipping-terms`: the free-shipping thresholds the
 * totals apply, SPEC §9), for the root loader of every page.
 *
 * @example
 * const shipping = await loadShippingTerms(serverApi(context, request)); // { freeShippingFrom: { FR: 200 } }
 */
export async function loadShippingTerms(api: ServerApi): Promise<ShippingTerms> {
  return (await api.client.call(shippingTermsCall)).result;
}
