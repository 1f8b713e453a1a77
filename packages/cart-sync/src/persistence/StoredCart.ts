import { CartIdSchema } from '@citerne/core-api/contract';
import * as v from 'valibot';
import type { CartLineSchema } from '../item/CartLineSchema';

/** A removal still to send, as stored. */
export const RemovedLineSchema = v.object({
  cartId: v.pipe(v.string(), v.minLength(1)),
  itemId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  sku: v.string(),
});

/**
 * The `current-cart` entry: the lines, the removals still to send, the coupon and the guest's coupon still to
 * carry to the customer cart after login. A bare array of
 * lines (the older shape) is read as the lines.
 * @example
 * v.parse(StoredCartEntrySchema, { items: [], removed: [] });
 */
export const StoredCartEntrySchema = v.union([
  v.object({
    items: v.array(v.unknown()),
    removed: v.optional(v.array(v.unknown()), []),
    coupon: v.nullish(v.object({ code: v.pipe(v.string(), v.minLength(1)) }), null),
    couponToCarry: v.nullish(v.pipe(v.string(), v.minLength(1)), null),
  }),
  v.pipe(
    v.array(v.unknown()),
    v.transform((items) => ({ items, removed: [] as unknown[], coupon: null, couponToCarry: null })),
  ),
]);

/** The `current-cart-token` entry: a server cart id. */
export const StoredTokenSchema = v.nullable(CartIdSchema);

/** The `current-cart-hash` entry: a 16-hex-digit hash. */
export const StoredHashSchema = v.nullable(v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/)));

/** A cart read back from storage, every part validated. */
export interface StoredCart {
  readonly items: v.InferOutput<typeof CartLineSchema>[];
  readonly removed: v.InferOutput<typeof RemovedLineSchema>[];
  readonly coupon: { readonly code: string } | null;
  readonly couponToCarry: string | null;
  readonly token: string | null;
  readonly hash: string | null;
}
