import * as v from 'valibot';

/**
 * A whole number above 0 (quantities, entity ids) in a JSON body, at most `max`.
 *
 * @example
 * v.parse(positiveInteger(), 3); // 3
 */
export function positiveInteger(max = Number.MAX_SAFE_INTEGER) {
  return v.pipe(
    v.number(),
    v.integer('Must be a whole number.'),
    v.minValue(1, 'Must be greater than 0.'),
    v.maxValue(max, `Must be at most ${max}.`),
  );
}
