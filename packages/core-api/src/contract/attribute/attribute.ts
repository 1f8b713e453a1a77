import * as v from 'valibot';

const flag = v.optional(v.union([v.boolean(), v.number(), v.string()]));

/**
 * A product attribute and its options (SPEC §3 "Attribute").
 *
 * @example
 * v.parse(AttributeSchema, {
 *   attribute_code: 'color', attribute_id: 93, frontend_label: 'Couleur', frontend_input: 'select',
 *   options: [{ label: 'Vert', value: '49' }],
 * });
 */
export const AttributeSchema = v.looseObject({
  attribute_code: v.string(),
  attribute_id: v.union([v.number(), v.string()]),
  frontend_label: v.nullish(v.string()),
  frontend_input: v.optional(v.string()),
  is_user_defined: flag,
  is_visible: flag,
  is_comparable: flag,
  is_visible_on_front: flag,
  position: v.optional(v.number()),
  options: v.optional(
    v.array(
      v.looseObject({
        label: v.string(),
        value: v.union([v.string(), v.number()]),
        sort_order: v.optional(v.number()),
      }),
    ),
    [],
  ),
});

/** A product attribute. */
export type Attribute = v.InferOutput<typeof AttributeSchema>;
