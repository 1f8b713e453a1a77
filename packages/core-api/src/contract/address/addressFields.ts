import * as v from 'valibot';
import { trimmedText } from '../field/trimmedText';
import { CountryIdSchema } from './countryId';

const optionalText = (max: number) => v.optional(trimmedText(max, 0));

/**
 * The request fields of an address, shared by the address inputs: names of at least 2 letters,
 * one or two street lines, zip code of at least 3 characters (SPEC §5), country code, optional region,
 * phone, company and tax id.
 *
 * @example
 * const PickupAddress = v.object({ ...addressFields, pickup_point: trimmedText(32) });
 */
export const addressFields = {
  firstname: trimmedText(100, 2),
  lastname: trimmedText(100, 2),
  street: v.pipe(
    v.array(trimmedText(255, 0)),
    v.minLength(1, 'Field is required.'),
    v.maxLength(2, 'At most two street lines.'),
    v.check((lines) => lines[0] !== '', 'Field is required.'),
  ),
  city: trimmedText(100),
  postcode: trimmedText(20, 3),
  country_id: CountryIdSchema,
  region: optionalText(100),
  region_id: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)))),
  region_code: optionalText(32),
  telephone: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(30, 'Please provide a valid phone number.'),
      v.regex(/^$|^\+?[0-9][0-9 ().-]{5,}$/, 'Please provide a valid phone number.'),
    ),
  ),
  company: optionalText(255),
  vat_id: v.optional(trimmedText(50, 0)),
} as const;
