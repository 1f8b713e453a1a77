import * as v from 'valibot';
import { UserAddressInputSchema } from '../address/userAddressInput';
import { defineCall } from '../call/defineCall';
import { TokenQuerySchema } from '../call/tokenQuery';
import { EmailAddressSchema } from '../field/emailAddress';
import { trimmedText } from '../field/trimmedText';
import { PasswordSchema } from './password';
import { UserProfileSchema } from './userProfile';

/**
 * The body of register: the customer and a password of at least 8 characters.
 *
 * @example
 * v.parse(UserCreateRequestSchema, {
 *   customer: { email: 'lea@example.fr', firstname: 'Léa', lastname: 'Martin' },
 *   password: 'citerne-2025',
 * });
 */
export const UserCreateRequestSchema = v.object({
  customer: v.object({
    email: EmailAddressSchema,
    firstname: trimmedText(100, 2),
    lastname: trimmedText(100, 2),
    addresses: v.optional(v.pipe(v.array(UserAddressInputSchema), v.maxLength(20, 'At most 20 addresses.'))),
  }),
  password: PasswordSchema,
});

/** The body of register. */
export type UserCreateRequest = v.InferInput<typeof UserCreateRequestSchema>;

/**
 * Register — `POST /api/user/create` (SPEC §7). Answers the new profile; an existing e-mail answers an
 * error ("a customer with the same e-mail already exists").
 *
 * @example
 * const profile = await client.user.create({ customer, password });
 */
export const userCreateCall = defineCall({
  name: 'user.create',
  method: 'POST',
  path: '/api/user/create',
  auth: 'none',
  cart: false,
  query: TokenQuerySchema,
  body: UserCreateRequestSchema,
  result: UserProfileSchema,
});
