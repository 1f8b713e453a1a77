/** What a lookup found: the kept bytes (null on a miss) and the invalidation epoch they were read at. */
export interface OutputCacheLookup {
  readonly value: Buffer | null;
  /**
   * The cache's invalidation count when the lookup ran. Handed back to {@link OutputCache.store}: an answer computed
   * while an invalidation ran may hold what was invalidated, and is then not kept.
   */
  readonly epoch: string;
}

/**
 * The shared output cache (issue 23; SPEC §9 "Output cache ttl 86400 s, disabled" — on only with `REDIS_URL`): answers
 * kept as bytes under a key, each tagged (`product:<sku>`, `category:<id>`, `catalog`) so that a change removes
 * exactly the answers it touched. Every method may reject when the cache server is unreachable: callers then answer
 * without the cache.
 * @example
 * const { value, epoch } = await cache.lookup(key);
 * if (!value) await cache.store(key, bytes, ['catalog', 'product:CS-EP-5'], epoch);
 * await cache.invalidate(['product:CS-EP-5']);
 */
export interface OutputCache {
  /** How long an answer is kept, seconds. */
  readonly ttlSeconds: number;
  /** An answer larger than this is never kept, bytes. */
  readonly maxEntryBytes: number;
  lookup(key: string): Promise<OutputCacheLookup>;
  /**
   * Keeps `value` under `key` for `ttlSeconds`, in the set of each tag. False when it was not kept: too large, too many
   * tags, or an invalidation ran since the lookup that gave `epoch`.
   */
  store(key: string, value: Uint8Array, tags: readonly string[], epoch: string): Promise<boolean>;
  /** Removes every answer carrying one of `tags`, at once; resolves with how many were removed. */
  invalidate(tags: readonly string[]): Promise<number>;
  /** Removes every answer this shop kept (its key prefix); resolves with how many keys were removed. */
  flush(): Promise<number>;
  close(): Promise<void>;
}
