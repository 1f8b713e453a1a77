import * as v from 'valibot';
import { addressFields } from './addressFields';

/**
 * An address of the user profile, as sent on register or profile update (SPEC §3 "Address payload").
 *
 * @example
 * v.parse(UserAddressInputSchema, {
 *   firstname: 'Léa', lastname: 'Martin', street: ['1 rue des Lilas'], city: 'Lyon',
 *   postcode: '69001', country_id: 'FR', default_shipping: true,
 * });
 */
export const UserAddressInputSchema = v.object({
  id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  ...addressFields,
  default_shipping: v.optional(v.boolean()),
  default_billing: v.optional(v.boolean()),
});

/** An address of the user profile, as sent. */
export type UserAddressInput = v.InferInput<typeof UserAddressInputSchema>;
