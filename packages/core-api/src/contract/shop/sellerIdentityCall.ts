import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { SellerIdentitySchema } from './sellerIdentity';

/**
 * The seller's identity — `GET /api/ext/seller`: public (it is what the legal notice publishes), the same for every
 * visitor and cacheable. `example: true` while the merchant has not configured it.
 *
 * @example
 * const seller = await client.seller.identity();
 */
export const sellerIdentityCall = defineCall({
  name: 'seller.identity',
  method: 'GET',
  path: '/api/ext/seller',
  auth: 'none',
  cart: false,
  query: TokenQuerySchema,
  result: SellerIdentitySchema,
});
