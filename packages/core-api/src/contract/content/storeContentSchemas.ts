import * as v from 'valibot';

const text = v.pipe(v.string(), v.minLength(1));
const link = v.pipe(v.string(), v.regex(/^(\/|https:\/\/)/, 'must be a site path or an https URL'));
const image = v.pipe(v.string(), v.regex(/^\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp)$/i, 'must be an image path'));
const section = v.strictObject({ title: text, query: v.optional(v.record(v.string(), v.unknown())) });
const banner = v.strictObject({ title: text, description: v.optional(v.string()), link, image, alt: v.string() });

/**
 * The kinds of per-store content and their schemas (SPEC §3 "Homepage data", "Banners"; SPEC §7 "Banners,
 * Instagram images and default content load from local per-store JSON files"). The API stores the file
 * `seed/content/{store}/{kind}.json` of each kind once it passes its schema, and serves it as is, so the
 * schemas are strict: the stored documents have exactly these fields.
 * - `banners`: mainBanners, smallBanners, productBanners, menuAsideBanners (title, text, link, image path
 *   served by `/img`);
 * - `head-images`, `instagram`: image lists;
 * - `default-content`: title and message (an array message is joined by spaces when shown);
 * - `homepage`: the sections of the home page and the catalogue queries that fill them;
 * - `slides`: the slider, served by the slide-photo call only.
 *
 * @example
 * const banners = v.parse(storeContentSchemas.banners, doc);
 */
export const storeContentSchemas = {
  banners: v.strictObject({
    mainBanners: v.array(banner),
    smallBanners: v.array(banner),
    productBanners: v.array(banner),
    menuAsideBanners: v.array(banner),
  }),
  'head-images': v.array(v.strictObject({ title: text, image, link })),
  instagram: v.array(v.strictObject({ image, link, alt: v.string() })),
  'default-content': v.array(v.strictObject({ title: text, message: v.union([v.string(), v.array(v.string())]) })),
  homepage: v.strictObject({ new_collection: section, bestsellers: section, slider: section }),
  slides: v.array(v.strictObject({ priority: v.number(), title: text, image, link })),
} as const;

/** A kind of per-store content. */
export type StoreContentKind = keyof typeof storeContentSchemas;
/** The content of a kind. */
export type StoreContent<K extends StoreContentKind> = v.InferOutput<(typeof storeContentSchemas)[K]>;
/** A banner. */
export type Banner = StoreContent<'banners'>['mainBanners'][number];
