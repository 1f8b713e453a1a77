import * as v from 'valibot';
import { trimmedText } from '../field/trimmedText';
import { CountryIdSchema } from './countryId';

/**
 * The address of a shipping-methods query (SPEC §3): only `country_id` is required.
 *
 * @example
 * v.parse(ShippingMethodsAddressSchema, { country_id: 'FR' });
 * v.parse(ShippingMethodsAddressSchema, { country_id: 'FR', postcode: '69001', city: 'Lyon', street: ['1 rue', ''] });
 */
export const ShippingMethodsAddressSchema = v.object({
  country_id: CountryIdSchema,
  region: v.optional(trimmedText(100, 0)),
  region_id: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)))),
  region_code: v.optional(trimmedText(32, 0)),
  street: v.optional(v.pipe(v.array(trimmedText(255, 0)), v.maxLength(2, 'At most two street lines.'))),
  postcode: v.optional(trimmedText(20, 0)),
  city: v.optional(trimmedText(100, 0)),
});

/** The address of a shipping-methods query, as sent. */
export type ShippingMethodsAddress = v.InferInput<typeof ShippingMethodsAddressSchema>;
