import * as v from 'valibot';

// A link read back from storage must stay a link inside the shop: a path, never `javascript:` or another site.
const shopPath = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.check((href) => href.startsWith('/') && !href.startsWith('//') && !href.includes('\\')),
);
const imageUrl = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.check((src) => (src.startsWith('/') && !src.startsWith('//')) || /^https:\/\//.test(src)),
);

/** One product kept by the shopper (compare list, wishlist), as stored (validated when read back). */
export const SavedProductSchema = v.object({
  sku: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  name: v.pipe(v.string(), v.maxLength(512)),
  href: shopPath,
  image: v.optional(imageUrl),
});

/**
 * A product the shopper put in the compare list or the wishlist: its sku, name, the path of its page and an
 * optional image — what a list shows without loading the catalogue.
 * @example
 * const product: SavedProduct = { sku: 'CS-EP-5', name: 'Citerne souple 5 m³', href: '/p/CS-EP-5/citerne-5m3' };
 */
export type SavedProduct = v.InferOutput<typeof SavedProductSchema>;
