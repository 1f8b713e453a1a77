import * as v from 'valibot';
import { UserAddressInputSchema } from '../address/userAddressInput';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { EmailAddressSchema } from '../field/emailAddress';
import { trimmedText } from '../field/trimmedText';
import { UserProfileSchema } from './userProfile';

/**
 * The body of a profile update: only firstname, lastname, email and addresses can change (SPEC §6);
 * any other field is dropped.
 *
 * @example
 * v.parse(UserUpdateMeRequestSchema, { customer: { firstname: 'Léa', lastname: 'Martin', email: 'lea@example.fr' } });
 */
export const UserUpdateMeRequestSchema = v.object({
  customer: v.object({
    firstname: trimmedText(100, 2),
    lastname: trimmedText(100, 2),
    email: EmailAddressSchema,
    addresses: v.optional(v.pipe(v.array(UserAddressInputSchema), v.maxLength(20, 'At most 20 addresses.'))),
  }),
});

/** The body of a profile update. */
export type UserUpdateMeRequest = v.InferInput<typeof UserUpdateMeRequestSchema>;

/**
 * Profile update — `POST /api/user/me` (SPEC §7). Needs the user token; answers the saved profile.
 *
 * @example
 * const profile = await client.user.updateMe({ customer: { firstname, lastname, email, addresses } });
 */
export const userUpdateMeCall = defineCall({
  name: 'user.updateMe',
  method: 'POST',
  path: '/api/user/me',
  auth: 'required',
  cart: false,
  query: TokenQuerySchema,
  body: UserUpdateMeRequestSchema,
  result: UserProfileSchema,
});
