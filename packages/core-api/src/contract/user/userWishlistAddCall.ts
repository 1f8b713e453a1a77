import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { WISHLIST_LIMIT, WishlistItemSchema, WishlistSkuSchema } from './wishlistItem';

/**
 * The body of adding to the wishlist: one or more skus (the guest's list is sent whole at login).
 *
 * @example
 * v.parse(UserWishlistAddRequestSchema, { skus: ['CS-EP-5'] });
 */
export const UserWishlistAddRequestSchema = v.object({
  skus: v.pipe(v.array(WishlistSkuSchema), v.minLength(1), v.maxLength(WISHLIST_LIMIT)),
});

/** The body of adding to the wishlist. */
export type UserWishlistAddRequest = v.InferInput<typeof UserWishlistAddRequestSchema>;

/**
 * Add to my wishlist — `POST /api/user/wishlist` (also the merge of a guest's list at login): products already
 * there are kept once, skus the catalogue does not know are left out, and nothing goes beyond `WISHLIST_LIMIT`.
 * Needs the user token. Answers the whole list, oldest first.
 *
 * @example
 * const items = await client.user.wishlistAdd(['CS-EP-5']);
 */
export const userWishlistAddCall = defineCall({
  name: 'user.wishlistAdd',
  method: 'POST',
  path: '/api/user/wishlist',
  auth: 'required',
  cart: false,
  query: TokenQuerySchema,
  body: UserWishlistAddRequestSchema,
  result: v.array(WishlistItemSchema),
});
