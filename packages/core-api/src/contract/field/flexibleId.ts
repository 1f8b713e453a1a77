import * as v from 'valibot';

/**
 * An identifier a backend may send as a number or a string (Magento sends both); read back as a string.
 *
 * @example
 * v.parse(FlexibleIdSchema, 42); // '42'
 */
export const FlexibleIdSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value)),
);
