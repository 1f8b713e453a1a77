import * as v from 'valibot';

const amount = v.optional(v.number());
const prices = {
  final_price: amount,
  max_price: amount,
  max_regular_price: amount,
  minimal_regular_price: amount,
  special_price: v.nullish(v.number()),
  minimal_price: amount,
  regular_price: amount,
};

/**
 * The current price of a product for a customer group, from the render list (SPEC §7 "Product render
 * list"): prices excluding tax, and `extension_attributes.tax_adjustments` including tax.
 *
 * @example
 * v.parse(ProductRenderInfoSchema, { id: 1, price_info: { final_price: 990, regular_price: 990 } });
 */
export const ProductRenderInfoSchema = v.looseObject({
  id: v.number(),
  sku: v.optional(v.string()),
  name: v.optional(v.string()),
  type: v.optional(v.string()),
  price_info: v.looseObject({
    ...prices,
    formatted_prices: v.optional(v.record(v.string(), v.unknown())),
    extension_attributes: v.optional(
      v.looseObject({
        tax_adjustments: v.optional(v.looseObject(prices)),
      }),
    ),
  }),
});

/** The current price of a product for a customer group. */
export type ProductRenderInfo = v.InferOutput<typeof ProductRenderInfoSchema>;
