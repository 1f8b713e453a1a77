import * as v from 'valibot';

/**
 * An ISO 3166-1 alpha-2 country code, upper-cased (`FR`).
 *
 * @example
 * v.parse(CountryIdSchema, 'fr'); // 'FR'
 */
export const CountryIdSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z]{2}$/, 'Must be a two-letter country code.'),
);
