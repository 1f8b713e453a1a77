import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { ShippingTermsSchema } from './shippingTerms';

/**
 * The shipping terms of the configuration — `GET /api/ext/shipping-terms`: public, the same for every visitor and
 * cacheable (SPEC §9 "Free shipping text for France applies from 200 euros incl. tax", as the merchant set it).
 *
 * @example
 * const terms = await client.call(shippingTermsCall); // { freeShippingFrom: { FR: 200 } }
 */
export const shippingTermsCall = defineCall({
  name: 'shop.shippingTerms',
  method: 'GET',
  path: '/api/ext/shipping-terms',
  auth: 'none',
  cart: false,
  query: TokenQuerySchema,
  result: ShippingTermsSchema,
});
