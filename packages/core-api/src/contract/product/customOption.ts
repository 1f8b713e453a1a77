import * as v from 'valibot';

const PriceTypeSchema = v.picklist(['fixed', 'percent']);

/**
 * The eight custom option types (SPEC §3): three take a typed value, five offer a list of values.
 *
 * @example
 * v.is(CustomOptionTypeSchema, 'drop_down'); // true
 */
export const CustomOptionTypeSchema = v.picklist([
  'field',
  'file',
  'area',
  'radio',
  'select',
  'drop_down',
  'multiple',
  'checkbox',
]);

/** A custom option type. */
export type CustomOptionType = v.InferOutput<typeof CustomOptionTypeSchema>;

/**
 * A value of a list custom option (radio, select, drop_down, multiple, checkbox). Its `price` may be negative, as
 * in Magento: a discount option (fixed euros or a percent share); the price with options never goes below 0
 * (`getCustomOptionsPrice` of `@citerne/pricing`).
 *
 * @example
 * v.parse(CustomOptionValueSchema, { option_type_id: 7, title: 'Oui', price: 20, price_type: 'fixed' });
 */
export const CustomOptionValueSchema = v.looseObject({
  option_type_id: v.number(),
  title: v.string(),
  price: v.optional(v.number(), 0),
  price_type: v.optional(PriceTypeSchema, 'fixed'),
  sort_order: v.optional(v.number()),
  sku: v.nullish(v.string()),
  qty: v.optional(v.number()),
});

/** A value of a list custom option. */
export type CustomOptionValue = v.InferOutput<typeof CustomOptionValueSchema>;

const common = {
  option_id: v.number(),
  title: v.string(),
  is_require: v.optional(v.boolean(), false),
  sort_order: v.optional(v.number()),
  product_sku: v.optional(v.string()),
};

/**
 * A custom option of a product (SPEC §3): a typed-value option (field, area, file) carries its own
 * price; a list option carries values, each with option_type_id, price and price_type. Prices may be
 * negative (discount options, SPEC §4 "Option pricing": added as is).
 *
 * @example
 * v.parse(CustomOptionSchema, {
 *   option_id: 2, title: 'Vanne', type: 'drop_down',
 *   values: [{ option_type_id: 7, title: 'Laiton', price: 20, price_type: 'fixed' }],
 * });
 */
export const CustomOptionSchema = v.variant('type', [
  v.looseObject({
    ...common,
    type: v.picklist(['field', 'area', 'file']),
    option_type_id: v.optional(v.number()),
    price: v.optional(v.number(), 0),
    price_type: v.optional(PriceTypeSchema, 'fixed'),
    max_characters: v.nullish(v.number()),
    qty: v.optional(v.number()),
  }),
  v.looseObject({
    ...common,
    type: v.picklist(['radio', 'select', 'drop_down', 'multiple', 'checkbox']),
    values: v.array(CustomOptionValueSchema),
  }),
]);

/** A custom option of a product. */
export type CustomOption = v.InferOutput<typeof CustomOptionSchema>;
