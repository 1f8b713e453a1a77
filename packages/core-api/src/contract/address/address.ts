import * as v from 'valibot';

/**
 * An address as the backend answers it (profile addresses, order addresses). Permissive.
 *
 * @example
 * v.parse(AddressSchema, {
 *   firstname: 'Léa', lastname: 'Martin', street: ['1 rue des Lilas'], city: 'Lyon',
 *   postcode: '69001', country_id: 'FR',
 * });
 */
export const AddressSchema = v.looseObject({
  id: v.optional(v.number()),
  customer_id: v.optional(v.number()),
  firstname: v.string(),
  lastname: v.string(),
  street: v.array(v.string()),
  city: v.string(),
  postcode: v.nullish(v.string()),
  country_id: v.string(),
  region: v.nullish(
    v.union([
      v.string(),
      v.looseObject({
        region: v.nullish(v.string()),
        region_code: v.nullish(v.string()),
        region_id: v.nullish(v.number()),
      }),
    ]),
  ),
  region_id: v.nullish(v.number()),
  region_code: v.nullish(v.string()),
  telephone: v.nullish(v.string()),
  company: v.nullish(v.string()),
  vat_id: v.nullish(v.string()),
  email: v.nullish(v.string()),
  default_shipping: v.optional(v.boolean()),
  default_billing: v.optional(v.boolean()),
});

/** An address as the backend answers it. */
export type Address = v.InferOutput<typeof AddressSchema>;
