import { CartIdSchema, TokenQuerySchema, userLoginCall } from '@citerne/core-api/contract';
import * as v from 'valibot';

// TODO(contract): move to @citerne/core-api/contract — login may name the guest cart (`cartId`) whose
// lines merge into the customer cart; the answer's `meta.cartId` is then the customer cart.
/**
 * `POST /api/user/login` as the embedded platform takes it: the contract's call plus an optional guest
 * `cartId`; `meta` then also carries the customer `cartId`.
 * @example
 * mountCall(app, userLoginMergingCall, handler);
 */
export const userLoginMergingCall = {
  ...userLoginCall,
  query: v.object({ ...TokenQuerySchema.entries, cartId: v.optional(CartIdSchema) }),
  meta: v.looseObject({ ...userLoginCall.meta.entries, cartId: v.optional(CartIdSchema) }),
};
