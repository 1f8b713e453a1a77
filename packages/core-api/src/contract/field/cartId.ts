import * as v from 'valibot';

/**
 * A server cart id (a masked guest quote id or a customer quote id), as sent by clients.
 *
 * @example
 * v.parse(CartIdSchema, 'a1b2c3'); // 'a1b2c3'
 */
export const CartIdSchema = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.integer(), v.minValue(1))]),
  v.transform((value) => String(value).trim()),
  v.minLength(1, 'The required cartId argument is missing.'),
  v.maxLength(128, 'Must be at most 128 characters.'),
);
