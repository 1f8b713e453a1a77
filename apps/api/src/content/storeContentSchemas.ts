import * as v from 'valibot';

// TODO(contract): move to @citerne/core-api/contract (per-store content: banners, homepage, Instagram, slides).

const text = v.pipe(v.string(), v.minLength(1));
const link = v.pipe(v.string(), v.regex(/^(\/|https:\/\/)/, 'must be a site path or an https URL'));
const image = v.pipe(v.string(), v.regex(/^\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp)$/i, 'must be an image path'));

/** A banner (SPEC §3 "Banners"): title, text, link and image path (served by `/img`). */
export const BannerSchema = v.strictObject({
  title: text,
  description: v.optional(v.string()),
  link,
  image,
  alt: v.string(),
});

/** `banners.json`: mainBanners, smallBanners, productBanners, menuAsideBanners (SPEC §3). */
export const BannersSchema = v.strictObject({
  mainBanners: v.array(BannerSchema),
  smallBanners: v.array(BannerSchema),
  productBanners: v.array(BannerSchema),
  menuAsideBanners: v.array(BannerSchema),
});

/** `head-images.json`: the head image list. */
export const HeadImagesSchema = v.array(v.strictObject({ title: text, image, link }));

/** `instagram.json`: the Instagram image list. */
export const InstagramImagesSchema = v.array(v.strictObject({ image, link, alt: v.string() }));

/** `default-content.json`: title and message; an array message is joined by spaces when shown (SPEC §3). */
export const DefaultContentSchema = v.array(
  v.strictObject({ title: text, message: v.union([v.string(), v.array(v.string())]) }),
);

const section = v.strictObject({ title: text, query: v.optional(v.record(v.string(), v.unknown())) });

/** `homepage.json`: the sections of the home page and the catalogue queries that fill them (SPEC §3, §7). */
export const HomepageSchema = v.strictObject({ new_collection: section, bestsellers: section, slider: section });

/** `slides.json`: the slider, served by the slide-photo call and sorted by ascending numeric priority (SPEC §3). */
export const SlidesSchema = v.array(v.strictObject({ priority: v.number(), title: text, image, link }));

/** The content kinds of a store and their schemas; the file of a kind is `seed/content/{store}/{kind}.json`. */
export const storeContentSchemas = {
  banners: BannersSchema,
  'head-images': HeadImagesSchema,
  instagram: InstagramImagesSchema,
  'default-content': DefaultContentSchema,
  homepage: HomepageSchema,
  slides: SlidesSchema,
} as const;
