import * as v from 'valibot';
import { CountryIdSchema } from '../address/countryId';

/**
 * The shop's public shipping terms, from the API's configuration (SPEC §9 "Shipping and totals"): per country, the
 * amount incl. tax (euros, after discount) from which delivery is free. The storefront writes no threshold of its own.
 *
 * @example
 * v.parse(ShippingTermsSchema, { freeShippingFrom: { FR: 200 } });
 */
export const ShippingTermsSchema = v.object({
  freeShippingFrom: v.record(CountryIdSchema, v.pipe(v.number(), v.minValue(0))),
});

/** The shop's public shipping terms. */
export type ShippingTerms = v.InferOutput<typeof ShippingTermsSchema>;
