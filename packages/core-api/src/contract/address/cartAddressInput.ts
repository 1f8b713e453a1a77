import * as v from 'valibot';
import { EmailAddressSchema } from '../field/emailAddress';
import { addressFields } from './addressFields';

/**
 * An address sent with the cart's shipping information: the country is required, the other
 * fields are checked when present (an estimate may hold only the country).
 *
 * @example
 * v.parse(CartAddressInputSchema, { country_id: 'FR' });
 */
export const CartAddressInputSchema = v.object({
  ...v.partial(v.object(addressFields)).entries,
  country_id: addressFields.country_id,
  email: v.optional(EmailAddressSchema),
});

/** An address sent with the cart's shipping information. */
export type CartAddressInput = v.InferInput<typeof CartAddressInputSchema>;
