import { createHash } from 'node:crypto';
import { createClient, RESP_TYPES } from '@redis/client';
import type { OutputCache } from './OutputCache';

/** How the Redis output cache is reached and bounded. */
export interface RedisOutputCacheOptions {
  /** `redis://` or `rediss://` URL (`REDIS_URL`). */
  readonly url: string;
  /** Start of every key of this shop (`OUTPUT_CACHE_KEY_PREFIX`); `flush` removes exactly these. */
  readonly keyPrefix: string;
  /** How long an answer is kept (`OUTPUT_CACHE_TTL_SECONDS`, SPEC §9: 86400). */
  readonly ttlSeconds: number;
  /** An answer larger than this is never kept; default 2 MB (a category page is about 160 KB). */
  readonly maxEntryBytes?: number;
  /** How long the first connection may take before the start fails, ms; default 5000. */
  readonly connectTimeoutMs?: number;
}

/** Tags one answer may carry at most: an answer naming more products is not kept (a 4 000-item search). */
export const MAX_TAGS_PER_ENTRY = 2_000;
const MAX_TAG_LENGTH = 200;
const DEFAULT_MAX_ENTRY_BYTES = 2 * 1024 * 1024;
/** A lookup slower than this gives up: the page or answer is made as if the cache were off, not kept waiting. */
const LOOKUP_TIMEOUT_MS = 500;
/** Stores, invalidations and flushes give up after this. */
const WRITE_TIMEOUT_MS = 5_000;

// Kept only if no invalidation ran since the lookup (the epoch moved): an answer computed from what an invalidation
// removed would otherwise be kept for a day. Each tag's set lives as long as its newest entry.
// KEYS: entry, epoch, tag sets…; ARGV: value, ttl, epoch read at the lookup.
const STORE_SCRIPT = `
if (redis.call('GET', KEYS[2]) or '0') ~= ARGV[3] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
for i = 3, #KEYS do
  redis.call('SADD', KEYS[i], KEYS[1])
  redis.call('EXPIRE', KEYS[i], ARGV[2])
end
return 1`;

// One script, so no answer is kept between the removal of one tag's entries and another's, and the epoch moves first.
// The epoch outlives every entry read before it moved (twice the TTL), then goes: an answer stored against an epoch
// that is gone is refused, as against one that moved. KEYS: epoch, tag sets…; ARGV: the epoch's lifetime.
const INVALIDATE_SCRIPT = `
redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[1])
local removed = 0
for i = 2, #KEYS do
  local members = redis.call('SMEMBERS', KEYS[i])
  for j = 1, #members, 1000 do
    removed = removed + redis.call('UNLINK', unpack(members, j, math.min(j + 999, #members)))
  end
  redis.call('UNLINK', KEYS[i])
end
return removed`;

const sha1 = (script: string) => createHash('sha1').update(script).digest('hex');
const scripts = {
  store: { source: STORE_SCRIPT, sha: sha1(STORE_SCRIPT) },
  invalidate: { source: INVALIDATE_SCRIPT, sha: sha1(INVALIDATE_SCRIPT) },
} as const;

/** A key prefix as a SCAN pattern: its glob characters escaped. */
const globOf = (prefix: string) => `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;

/**
 * The output cache on Redis (`@redis/client`): each answer a string key `<prefix>e:<sha256 of its key>` with a TTL,
 * each tag a set `<prefix>t:<tag>` of the keys carrying it (with the TTL of its newest entry), and `<prefix>epoch`,
 * the count of invalidations. Storing and invalidating are Lua scripts, so each is atomic. Commands fail at once while
 * the connection is down (no offline queue): the shop then answers without the cache rather than wait.
 * @throws Error when the first connection does not succeed within `connectTimeoutMs`.
 * @example
 * const cache = await createRedisOutputCache({ url: 'redis://127.0.0.1:6379', keyPrefix: 'citerne:', ttlSeconds: 86_400 });
 */
export async function createRedisOutputCache(options: RedisOutputCacheOptions): Promise<OutputCache> {
  const { url, keyPrefix, ttlSeconds, maxEntryBytes = DEFAULT_MAX_ENTRY_BYTES, connectTimeoutMs = 5_000 } = options;
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1) throw new Error(`Output cache: ttlSeconds must be ≥ 1`);
  let lastError = '';
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: WRITE_TIMEOUT_MS },
    socket: { connectTimeout: connectTimeoutMs, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  }).on('error', (error: Error) => {
    // Logged once per kind of failure, not at every reconnection attempt.
    if (error.message === lastError) return;
    lastError = error.message;
    console.warn(`Output cache: Redis ${error.message}`);
  });
  client.on('ready', () => {
    lastError = '';
  });
  const bytes = client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      client.connect(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`Output cache: Redis at REDIS_URL did not answer within ${connectTimeoutMs} ms`)),
          connectTimeoutMs,
        );
      }),
    ]);
  } catch (error) {
    client.destroy();
    throw error;
  } finally {
    clearTimeout(timer);
  }

  const entryKey = (key: string) => `${keyPrefix}e:${createHash('sha256').update(key).digest('base64url')}`;
  const tagKey = (tag: string) => `${keyPrefix}t:${tag}`;
  const epochKey = `${keyPrefix}epoch`;
  const run = async (script: (typeof scripts)[keyof typeof scripts], keys: string[], args: (string | Buffer)[]) => {
    const command = [String(keys.length), ...keys, ...args];
    try {
      return await client.sendCommand<number>(['EVALSHA', script.sha, ...command]);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return client.sendCommand<number>(['EVAL', script.source, ...command]);
    }
  };

  return {
    ttlSeconds,
    maxEntryBytes,
    async lookup(key) {
      const [value, epoch] = await bytes.sendCommand<[Buffer | null, Buffer | null]>(
        ['MGET', entryKey(key), epochKey],
        {
          timeout: LOOKUP_TIMEOUT_MS,
        },
      );
      return { value, epoch: epoch ? epoch.toString() : '0' };
    },
    async store(key, value, tags, epoch) {
      if (value.byteLength > maxEntryBytes || tags.length > MAX_TAGS_PER_ENTRY) return false;
      if (tags.some((tag) => tag.length > MAX_TAG_LENGTH)) return false;
      const unique = [...new Set(tags)];
      const stored = await run(
        scripts.store,
        [entryKey(key), epochKey, ...unique.map(tagKey)],
        [Buffer.from(value.buffer, value.byteOffset, value.byteLength), String(ttlSeconds), epoch],
      );
      return stored === 1;
    },
    async invalidate(tags) {
      // Closed (the shop is stopping): nothing is kept any more to invalidate.
      if (tags.length === 0 || !client.isOpen) return 0;
      return run(scripts.invalidate, [epochKey, ...[...new Set(tags)].map(tagKey)], [String(2 * ttlSeconds)]);
    },
    async flush() {
      // The epoch stays (it moves): a render that read it before the flush must not keep its page after it.
      await run(scripts.invalidate, [epochKey], [String(2 * ttlSeconds)]);
      let removed = 0;
      let cursor = '0';
      do {
        const [next, keys] = await client.sendCommand<[string, string[]]>([
          'SCAN',
          cursor,
          'MATCH',
          globOf(keyPrefix),
          'COUNT',
          '1000',
        ]);
        cursor = next;
        const doomed = keys.filter((key) => key !== epochKey);
        if (doomed.length > 0) removed += await client.sendCommand<number>(['UNLINK', ...doomed]);
      } while (cursor !== '0');
      return removed;
    },
    async close() {
      if (client.isOpen) await client.close();
    },
  };
}
