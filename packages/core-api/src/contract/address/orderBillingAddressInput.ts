import * as v from 'valibot';
import { EmailAddressSchema } from '../field/emailAddress';
import { OrderAddressInputSchema } from './orderAddressInput';

/**
 * The billing address of an order: a complete address plus the buyer's e-mail (required).
 *
 * @example
 * v.parse(OrderBillingAddressInputSchema, {
 *   firstname: 'Léa', lastname: 'Martin', street: ['1 rue des Lilas'], city: 'Lyon',
 *   postcode: '69001', country_id: 'FR', email: 'lea@example.fr',
 * });
 */
export const OrderBillingAddressInputSchema = v.object({
  ...OrderAddressInputSchema.entries,
  email: EmailAddressSchema,
});

/** The billing address of an order, as sent. */
export type OrderBillingAddressInput = v.InferInput<typeof OrderBillingAddressInputSchema>;
