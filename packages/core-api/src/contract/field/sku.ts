import * as v from 'valibot';

/**
 * A product sku in a request: trimmed, 1 to 64 characters, no comma (skus travel comma-joined in queries).
 *
 * @example
 * v.parse(SkuSchema, ' CIT-10M3 '); // 'CIT-10M3'
 */
export const SkuSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'Field is required.'),
  v.maxLength(64, 'Must be at most 64 characters.'),
  v.regex(/^[^,]+$/, 'A sku cannot contain a comma.'),
);
