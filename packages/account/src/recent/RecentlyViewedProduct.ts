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

/** One product of the recently viewed list, as stored (validated when read back). */
export const RecentlyViewedProductSchema = v.object({
  sku: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  name: v.pipe(v.string(), v.maxLength(512)),
  href: shopPath,
  image: v.optional(imageUrl),
  viewedAt: v.pipe(v.number(), v.finite()),
});

/**
 * A product the shopper looked at (SPEC §2 My Account "recently viewed products"): its sku, name, the path of its
 * page, an optional image and when it was viewed (ms since the epoch).
 * @example
 * const [latest] = recentlyViewed.list();
 * <a href={latest.href}>{latest.name}</a>
 */
export type RecentlyViewedProduct = v.InferOutput<typeof RecentlyViewedProductSchema>;
