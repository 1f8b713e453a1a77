import * as v from 'valibot';
import { defineCall } from '../call/defineCall';
import { CartIdSchema } from '../field/cartId';
import { positiveInteger } from '../field/positiveInteger';
import { SkuSchema } from '../field/sku';
import { ProductOptionInputSchema } from '../product/productOptionInput';
import { ProductTypeSchema } from '../product/productType';
import { CartQuerySchema } from './cartQuery';
import { MAX_LINE_QTY } from './maxLineQty';
import { ServerCartItemSchema } from './serverCartItem';

/**
 * A cart line as a client sends it to add or update (SPEC §7 "cartItem: sku, qty, item_id, quoteId,
 * product_option"): quantity a positive whole number (SPEC §5).
 *
 * @example
 * v.parse(CartItemInputSchema, { sku: 'CIT-10M3', qty: 2, quoteId: 'a1b2c3' });
 */
export const CartItemInputSchema = v.object({
  sku: SkuSchema,
  qty: positiveInteger(MAX_LINE_QTY),
  item_id: v.optional(positiveInteger()),
  quoteId: v.optional(CartIdSchema),
  product_option: v.optional(ProductOptionInputSchema),
  product_type: v.optional(ProductTypeSchema),
});

/** A cart line as a client sends it. */
export type CartItemInput = v.InferInput<typeof CartItemInputSchema>;

/**
 * The body of update item.
 *
 * @example
 * v.parse(CartUpdateRequestSchema, { cartItem: { sku: 'CIT-10M3', qty: 1 } });
 */
export const CartUpdateRequestSchema = v.object({ cartItem: CartItemInputSchema });

/** The body of update item. */
export type CartUpdateRequest = v.InferInput<typeof CartUpdateRequestSchema>;

/**
 * Update item — `POST /api/cart/update` (SPEC §7): adds the line, or sets its quantity when `item_id`
 * names an existing line. Answers the server line.
 *
 * @example
 * const line = await client.cart.update({ cartItem: { sku: 'CIT-10M3', qty: 2 } });
 */
export const cartUpdateCall = defineCall({
  name: 'cart.update',
  method: 'POST',
  path: '/api/cart/update',
  auth: 'optional',
  cart: true,
  query: CartQuerySchema,
  body: CartUpdateRequestSchema,
  result: ServerCartItemSchema,
});
