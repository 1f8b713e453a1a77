import * as v from 'valibot';

/**
 * A whole number read from a URL query (a string such as `"20"`) or given as a number by a client,
 * between `min` and `max`.
 *
 * @example
 * v.parse(queryInteger(1, 100), '20'); // 20
 */
export function queryInteger(min: number, max: number) {
  return v.pipe(
    v.union([
      v.number(),
      v.pipe(v.string(), v.trim(), v.regex(/^-?\d+$/, 'Must be a whole number.'), v.transform(Number)),
    ]),
    v.integer('Must be a whole number.'),
    v.minValue(min, `Must be at least ${min}.`),
    v.maxValue(max, `Must be at most ${max}.`),
  );
}
