/**
 * `PAGE_CACHE_TTL_SECONDS`: how long a rendered page is answered again (`createPageCache`), a whole number of
 * seconds from 0 (keep none; identical requests still share a render) to 3600; unset, 5 s. Anything else stops
 * the server at start with a message naming it.
 * @example
 * readPageCacheTtl('30'); // 30_000
 */
export function readPageCacheTtl(value: string | undefined, fallbackMs: number): number {
  if (value === undefined || value.trim() === '') return fallbackMs;
  const seconds = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || seconds > 3_600) {
    throw new Error(`PAGE_CACHE_TTL_SECONDS: "${value}" must be a whole number of seconds from 0 to 3600`);
  }
  return seconds * 1_000;
}
