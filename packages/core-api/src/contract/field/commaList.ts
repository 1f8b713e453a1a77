import * as v from 'valibot';

/**
 * A list sent in a URL query as one comma-joined string (`skus=A,B`), or given as an array by a client.
 * Blank entries are dropped; the list holds between 1 and `max` items, each checked with `item`.
 *
 * @example
 * v.parse(commaList(SkuSchema, 15), 'A, B'); // ['A', 'B']
 */
export function commaList<TItem extends v.GenericSchema<string, string>>(item: TItem, max: number) {
  return v.pipe(
    v.union([v.string(), v.array(v.string())]),
    v.transform((value) =>
      (Array.isArray(value) ? value : value.split(',')).map((entry) => entry.trim()).filter((entry) => entry !== ''),
    ),
    v.minLength(1, 'Field is required.'),
    v.maxLength(max, `At most ${max} entries.`),
    v.array(item),
  );
}
