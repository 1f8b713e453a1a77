import * as v from 'valibot';

/** How many products a wishlist holds at most (a bound on what one customer stores on the server). */
export const WISHLIST_LIMIT = 100;

/** A product sku as the wishlist calls take it: what the catalogue's skus are made of. */
export const WishlistSkuSchema = v.pipe(
  v.string(),
  v.minLength(1, 'Field is required.'),
  v.maxLength(64),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9._\- ]*$/, 'Not a product reference.'),
);

/**
 * One product of a customer's wishlist, as the server answers it: the sku, the product's name, `url_key` and
 * image (from the catalogue, so the list shows without another call) and when it was added (ISO 8601).
 *
 * @example
 * v.parse(WishlistItemSchema, { sku: 'CS-EP-5', name: 'Citerne 5 m³', urlKey: 'citerne-5m3', image: null,
 *   addedAt: '2026-11-26T10:00:00.000Z' });
 */
export const WishlistItemSchema = v.object({
  sku: v.string(),
  name: v.string(),
  urlKey: v.string(),
  image: v.nullable(v.string()),
  addedAt: v.string(),
});

/** One product of a customer's wishlist. */
export type WishlistItem = v.InferOutput<typeof WishlistItemSchema>;
