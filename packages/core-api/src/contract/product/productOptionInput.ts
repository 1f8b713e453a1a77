import * as v from 'valibot';
import { trimmedText } from '../field/trimmedText';

const optionId = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(1)),
  v.pipe(v.string(), v.trim(), v.regex(/^\d{1,10}$/, 'Must be a numeric id.')),
]);

/**
 * The options chosen for a line, as a client sends them (cart update, place order): option ids are
 * numeric, custom option values are trimmed text of at most 1024 characters, bundle quantities are
 * positive whole numbers. Unknown keys are dropped.
 *
 * @example
 * v.parse(ProductOptionInputSchema, {
 *   extension_attributes: {
 *     custom_options: [{ option_id: 2, option_value: '7' }],
 *     bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [3] }],
 *   },
 * });
 */
export const ProductOptionInputSchema = v.object({
  extension_attributes: v.object({
    custom_options: v.optional(
      v.pipe(
        v.array(v.object({ option_id: optionId, option_value: trimmedText(1024, 0) })),
        v.maxLength(50, 'Too many custom options.'),
      ),
    ),
    configurable_item_options: v.optional(
      v.pipe(
        v.array(v.object({ option_id: optionId, option_value: optionId })),
        v.maxLength(20, 'Too many configurable options.'),
      ),
    ),
    bundle_options: v.optional(
      v.pipe(
        v.array(
          v.object({
            option_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
            option_qty: v.pipe(v.number(), v.integer(), v.minValue(1, 'Must be greater than 0.')),
            option_selections: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(50)),
          }),
        ),
        v.maxLength(50, 'Too many bundle options.'),
      ),
    ),
  }),
});

/** The options chosen for a line, as sent by a client. */
export type ProductOptionInput = v.InferInput<typeof ProductOptionInputSchema>;
