import * as v from 'valibot';

/**
 * An attribute a configurable product varies on, with its values (SPEC §3 "Configurable option").
 *
 * @example
 * v.parse(ConfigurableOptionSchema, {
 *   attribute_id: 93, attribute_code: 'color', label: 'Couleur',
 *   values: [{ value_index: 49, label: 'Vert' }],
 * });
 */
export const ConfigurableOptionSchema = v.looseObject({
  id: v.optional(v.number()),
  attribute_id: v.union([v.number(), v.string()]),
  attribute_code: v.optional(v.string()),
  label: v.string(),
  position: v.optional(v.number()),
  values: v.array(
    v.looseObject({
      value_index: v.number(),
      label: v.optional(v.string()),
    }),
  ),
});

/** An attribute a configurable product varies on. */
export type ConfigurableOption = v.InferOutput<typeof ConfigurableOptionSchema>;
