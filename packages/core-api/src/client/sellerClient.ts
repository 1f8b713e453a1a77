import type { SellerIdentity } from '../contract/shop/sellerIdentity';
import { sellerIdentityCall } from '../contract/shop/sellerIdentityCall';
import { type ClientContext, callApi } from './callApi';

/** The seller's identity, as the merchant configured it in the API. */
export interface SellerClient {
  /** The identity the legal notice, the CGV, invoices and the shop's structured data publish. */
  identity(): Promise<SellerIdentity>;
}

/**
 * Creates the seller call.
 *
 * @example
 * const seller = await createSellerClient(context).identity();
 */
export function createSellerClient(context: ClientContext): SellerClient {
  return {
    async identity() {
      return (await callApi(context, sellerIdentityCall)).result;
    },
  };
}
