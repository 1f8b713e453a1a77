import * as v from 'valibot';

/**
 * An `attribute_code` / `value` pair (SPEC §3, configurable children `custom_attributes`).
 *
 * @example
 * v.parse(CustomAttributeSchema, { attribute_code: 'color', value: '49' });
 */
export const CustomAttributeSchema = v.looseObject({
  attribute_code: v.string(),
  value: v.unknown(),
});

/** An attribute code and its value. */
export type CustomAttribute = v.InferOutput<typeof CustomAttributeSchema>;
