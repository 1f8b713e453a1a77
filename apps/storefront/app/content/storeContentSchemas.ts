import * as v from 'valibot';

const link = v.pipe(v.string(), v.regex(/^(\/|https:\/\/)/, 'must be a site path or an https URL'));
const image = v.pipe(v.string(), v.regex(/^\/[\w/.-]+$/, 'must be an image path'));

/** A banner (SPEC §3 "Banners"): title, text, link and image path (served through `/img`). */
export const BannerSchema = v.object({
  title: v.string(),
  description: v.optional(v.string()),
  link,
  image,
  alt: v.string(),
});

/** What the storefront reads of each kind of per-store content (SPEC §3 "Homepage data", §7). */
export const storeContentSchemas = {
  banners: v.object({
    mainBanners: v.array(BannerSchema),
    smallBanners: v.array(BannerSchema),
    productBanners: v.array(BannerSchema),
    menuAsideBanners: v.array(BannerSchema),
  }),
  instagram: v.array(v.object({ image, link, alt: v.string() })),
  'default-content': v.array(v.object({ title: v.string(), message: v.union([v.string(), v.array(v.string())]) })),
  homepage: v.object({
    new_collection: v.object({ title: v.string(), query: v.optional(v.record(v.string(), v.unknown())) }),
    bestsellers: v.object({ title: v.string(), query: v.optional(v.record(v.string(), v.unknown())) }),
    slider: v.object({ title: v.string() }),
  }),
  slides: v.array(v.object({ priority: v.number(), title: v.string(), image, link })),
} as const;

/** A banner. */
export type Banner = v.InferOutput<typeof BannerSchema>;
/** A kind of per-store content. */
export type StoreContentKind = keyof typeof storeContentSchemas;
/** The content of a kind. */
export type StoreContent<K extends StoreContentKind> = v.InferOutput<(typeof storeContentSchemas)[K]>;
