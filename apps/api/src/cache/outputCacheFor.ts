import type { OpenDatabase } from '../db/openDatabase';
import type { OutputCache } from './OutputCache';

/**
 * An invalidation is made again this long after: another shop process whose search index hears of the change a moment
 * later (PostgreSQL search's notification) may have kept a page of the old catalogue in between.
 */
const REPEAT_AFTER_MS = 2_000;

// The output cache of each open database, so the modules that hear of catalogue and stock changes (searchBackends)
// can invalidate it without a reference to the API's objects — as the search backends are found.
const caches = new WeakMap<OpenDatabase, OutputCache>();

/** Uses `cache` as the output cache of `database` (the API does, when it is built with one). */
export function registerOutputCache(database: OpenDatabase, cache: OutputCache): void {
  caches.set(database, cache);
}

/**
 * The output cache of `database`, undefined when there is none (SPEC §9: off unless `REDIS_URL` is set). Each
 * invalidation is made at once and again {@link REPEAT_AFTER_MS} later. Its failures are logged, never thrown: a change
 * that could not be told to the cache must not fail the order that made it.
 * @example
 * await outputCacheFor(database)?.invalidate([cacheTags.product('CS-EP-5')]);
 */
export function outputCacheFor(database: OpenDatabase): Pick<OutputCache, 'invalidate'> | undefined {
  const cache = caches.get(database);
  if (!cache) return undefined;
  const invalidate = (tags: readonly string[]) =>
    cache.invalidate(tags).catch((error: unknown) => {
      console.error(`Output cache: could not invalidate ${tags.join(' ')}:`, error);
      return 0;
    });
  return {
    invalidate: async (tags) => {
      setTimeout(() => void invalidate(tags), REPEAT_AFTER_MS).unref();
      return invalidate(tags);
    },
  };
}
