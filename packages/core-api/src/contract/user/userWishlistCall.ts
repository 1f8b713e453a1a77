import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { WishlistItemSchema } from './wishlistItem';

/**
 * My wishlist — `GET /api/user/wishlist` (SPEC §2 "Wishlist", kept on the server for a customer): the products,
 * oldest first. Needs the user token.
 *
 * @example
 * const items = await client.user.wishlist();
 */
export const userWishlistCall = defineCall({
  name: 'user.wishlist',
  method: 'GET',
  path: '/api/user/wishlist',
  auth: 'required',
  cart: false,
  query: TokenQuerySchema,
  result: v.array(WishlistItemSchema),
});
