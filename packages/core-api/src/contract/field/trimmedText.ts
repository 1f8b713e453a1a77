import * as v from 'valibot';

/**
 * A request string, trimmed, with a length between `min` and `max` characters after trimming.
 * Used by every request schema so the API answers 400 on blank or oversized text.
 *
 * @example
 * const Name = trimmedText(100, 2);
 * v.parse(Name, '  Léa  '); // 'Léa'
 */
export function trimmedText(max: number, min = 1) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.minLength(min, min === 1 ? 'Field is required.' : `Must be at least ${min} characters.`),
    v.maxLength(max, `Must be at most ${max} characters.`),
  );
}
