import * as v from 'valibot';
import { AddressSchema } from '../address/address';

/**
 * The customer profile (SPEC §3 "User state" → current profile).
 *
 * @example
 * v.parse(UserProfileSchema, { id: 7, email: 'lea@example.fr', firstname: 'Léa', lastname: 'Martin', group_id: 1 });
 */
export const UserProfileSchema = v.looseObject({
  id: v.number(),
  email: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  group_id: v.optional(v.number(), 1),
  addresses: v.optional(v.array(AddressSchema), []),
  default_billing: v.nullish(v.union([v.string(), v.number()])),
  default_shipping: v.nullish(v.union([v.string(), v.number()])),
  created_at: v.optional(v.string()),
  updated_at: v.optional(v.string()),
  store_id: v.optional(v.number()),
  website_id: v.optional(v.number()),
});

/** The customer profile. */
export type UserProfile = v.InferOutput<typeof UserProfileSchema>;
