/** Page data as a loader sends it: each entry under the hash of its key ({@link pageDataHash}). */
export type DehydratedPageData = Readonly<Record<string, unknown>>;

/**
 * The hash a page-data key is stored and looked up under. Keys are arrays of strings and numbers
 * (`homeKey`, `categoryPageKey`…), so their JSON is a stable hash.
 *
 * @example
 * pageDataHash(['home', 'fr']); // '["home","fr"]'
 */
export function pageDataHash(key: readonly unknown[]): string {
  return JSON.stringify(key);
}
