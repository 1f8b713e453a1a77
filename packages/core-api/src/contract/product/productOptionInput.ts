import * as v from 'valibot';
import { trimmedText } from '../field/trimmedText';

const optionId = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(1)),
  v.pipe(v.string(), v.trim(), v.regex(/^\d{1,10}$/, 'Must be a numeric id.')),
]);

/** A list of chosen options naming each option once: the same option twice is two answers to one question. */
function uniqueOptions<T extends { option_id: number | string }>(label: string) {
  return v.check(
    (items: T[]) => new Set(items.map((item) => String(item.option_id).trim())).size === items.length,
    `${label}: an option is chosen twice.`,
  );
}

/**
 * The options chosen for a line, as a client sends them (cart update, place order): only the known shapes
 * (`custom_options` — made-to-measure dimensions included —, `configurable_item_options`, `bundle_options`), each
 * option named once, option ids numeric, custom option values trimmed text of at most 1024 characters, bundle
 * quantities positive whole numbers up to 10 000, bounded list sizes. Anything else, an unknown key included, is
 * refused (400) rather than silently dropped: a malformed option is never written to a cart (issue 19).
 *
 * @example
 * v.parse(ProductOptionInputSchema, {
 *   extension_attributes: {
 *     custom_options: [{ option_id: 2, option_value: '7' }],
 *     bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [3] }],
 *   },
 * });
 */
export const ProductOptionInputSchema = v.strictObject({
  extension_attributes: v.strictObject({
    custom_options: v.optional(
      v.pipe(
        v.array(v.strictObject({ option_id: optionId, option_value: trimmedText(1024, 0) })),
        v.maxLength(50, 'Too many custom options.'),
        uniqueOptions('Custom options'),
      ),
    ),
    configurable_item_options: v.optional(
      v.pipe(
        v.array(v.strictObject({ option_id: optionId, option_value: optionId })),
        v.maxLength(20, 'Too many configurable options.'),
        uniqueOptions('Configurable options'),
      ),
    ),
    bundle_options: v.optional(
      v.pipe(
        v.array(
          v.strictObject({
            option_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
            option_qty: v.pipe(
              v.number(),
              v.integer(),
              v.minValue(1, 'Must be greater than 0.'),
              v.maxValue(10_000, 'Must be at most 10000.'),
            ),
            option_selections: v.pipe(
              v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
              v.minLength(1, 'Choose at least one product.'),
              v.maxLength(50),
            ),
          }),
        ),
        v.maxLength(50, 'Too many bundle options.'),
        uniqueOptions('Bundle options'),
      ),
    ),
  }),
});

/** The options chosen for a line, as sent by a client. */
export type ProductOptionInput = v.InferInput<typeof ProductOptionInputSchema>;
