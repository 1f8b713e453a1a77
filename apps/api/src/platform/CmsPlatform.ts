/** A piece of per-store content and when it last changed (the base of its ETag). */
export interface StoreContentEntry {
  readonly doc: object;
  readonly updatedAt: string;
}

/**
 * The platform's CMS content outside the search index (SPEC §3 "Homepage data", banners, Instagram images, default
 * content, slides): one JSON document per store and kind. CMS pages and blocks are served by the search backend.
 *
 * @example
 * const banners = await platform.cms.storeContent('fr', 'banners'); // null when the store has none
 */
export interface CmsPlatform {
  storeContent(storeCode: string, kind: string): Promise<StoreContentEntry | null>;
}
