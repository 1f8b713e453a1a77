import * as v from 'valibot';
import { EmailAddressSchema } from '../field/emailAddress';
import { addressFields } from './addressFields';

/**
 * A complete shipping address of an order: names, street, city, zip code and country required.
 *
 * @example
 * v.parse(OrderAddressInputSchema, {
 *   firstname: 'Léa', lastname: 'Martin', street: ['1 rue des Lilas'], city: 'Lyon',
 *   postcode: '69001', country_id: 'FR', telephone: '+33 4 78 00 00 00',
 * });
 */
export const OrderAddressInputSchema = v.object({
  ...addressFields,
  email: v.optional(EmailAddressSchema),
});

/** A complete shipping address of an order, as sent. */
export type OrderAddressInput = v.InferInput<typeof OrderAddressInputSchema>;
