import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { WishlistItemSchema, WishlistSkuSchema } from './wishlistItem';

/**
 * The body of removing from the wishlist: the sku.
 *
 * @example
 * v.parse(UserWishlistRemoveRequestSchema, { sku: 'CS-EP-5' });
 */
export const UserWishlistRemoveRequestSchema = v.object({ sku: WishlistSkuSchema });

/** The body of removing from the wishlist. */
export type UserWishlistRemoveRequest = v.InferInput<typeof UserWishlistRemoveRequestSchema>;

/**
 * Remove from my wishlist — `POST /api/user/wishlist/remove`; a sku not in the list changes nothing. Needs the
 * user token. Answers the whole list, oldest first.
 *
 * @example
 * const items = await client.user.wishlistRemove('CS-EP-5');
 */
export const userWishlistRemoveCall = defineCall({
  name: 'user.wishlistRemove',
  method: 'POST',
  path: '/api/user/wishlist/remove',
  auth: 'required',
  cart: false,
  query: TokenQuerySchema,
  body: UserWishlistRemoveRequestSchema,
  result: v.array(WishlistItemSchema),
});
