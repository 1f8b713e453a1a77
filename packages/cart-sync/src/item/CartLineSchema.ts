import { CartItemSchema } from '@citerne/core-api/contract';
import * as v from 'valibot';

const text = v.nullish(v.string());

/**
 * A cart line as the browser keeps it (SPEC §3 "Cart item") — the contract's `CartItem` with its
 * `checksum` required, a positive whole quantity, and the product fields the cart shows. Used to
 * validate lines read back from storage.
 * @example
 * v.parse(CartLineSchema, { sku: 'VA-PVC-40', qty: 2, checksum: cartLineChecksum({ sku: 'VA-PVC-40' }) });
 */
export const CartLineSchema = v.looseObject({
  ...CartItemSchema.entries,
  sku: v.pipe(v.string(), v.minLength(1)),
  qty: v.pipe(v.number(), v.integer(), v.minValue(1)),
  checksum: v.pipe(v.string(), v.minLength(1)),
  name: v.optional(v.string()),
  product_id: v.optional(v.number()),
  price: v.optional(v.number()),
  price_incl_tax: v.optional(v.number()),
  image: text,
  thumbnail: text,
  url_path: text,
  url_key: text,
  slug: text,
  /** The most units one line may hold (the product's `stock.max_sale_qty`). */
  maxQuantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

/** A cart line as the browser keeps it. */
export type CartLine = v.InferOutput<typeof CartLineSchema>;
