import { CartIdSchema, cartCreateCall, TokenQuerySchema } from '@citerne/core-api/contract';
import * as v from 'valibot';

// TODO(contract): move to @citerne/core-api/contract — `cart/create` with a user token may name the
// guest cart (`cartId`) whose lines merge into the customer cart (issue 5: guest carts merge on login).
/**
 * `POST /api/cart/create` as the embedded platform takes it: the contract's call plus an optional guest
 * `cartId` merged into the customer cart when a user token is sent.
 * @example
 * mountCall(app, cartCreateMergingCall, handler);
 */
export const cartCreateMergingCall = {
  ...cartCreateCall,
  query: v.object({ ...TokenQuerySchema.entries, cartId: v.optional(CartIdSchema) }),
};
