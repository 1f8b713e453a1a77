import * as v from 'valibot';

/**
 * A request string, trimmed, with a length between `min` and `max` characters after trimming, and no NUL
 * character (PostgreSQL text cannot store one). Used by every request schema so the API answers 400 on
 * blank, oversized or NUL-holding text.
 *
 * @example
 * const Name = trimmedText(100, 2);
 * v.parse(Name, '  Léa  '); // 'Léa'
 */
export function trimmedText(max: number, min = 1) {
  return v.pipe(
    v.string(),
    v.check((text) => !text.includes('\u0000'), 'Text cannot contain NUL characters.'),
    v.trim(),
    v.minLength(min, min === 1 ? 'Field is required.' : `Must be at least ${min} characters.`),
    v.maxLength(max, `Must be at most ${max} characters.`),
  );
}
