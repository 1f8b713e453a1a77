import * as v from 'valibot';

/**
 * A new password: at least 8 characters (SPEC §5), at most 256; never trimmed.
 *
 * @example
 * v.parse(PasswordSchema, 'citerne-2025');
 */
export const PasswordSchema = v.pipe(
  v.string(),
  v.minLength(8, 'Password must be at least 8 characters.'),
  v.maxLength(256, 'Password must be at most 256 characters.'),
);
