import * as v from 'valibot';
import { baseQueryFields } from '../call/baseQueryFields';
import { CartIdSchema } from '../field/cartId';

/**
 * The query of every cart call but create: the server `cartId`, plus the user token (SPEC §7).
 *
 * @example
 * v.parse(CartQuerySchema, { cartId: 'a1b2c3', token: 'user-token' });
 */
export const CartQuerySchema = v.object({
  ...baseQueryFields,
  cartId: CartIdSchema,
});

/** The query of a cart call. */
export type CartQuery = v.InferInput<typeof CartQuerySchema>;
