import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisPrefix, testRedisUrl } from '../testing/testRedis';
import { createRedisOutputCache, MAX_TAGS_PER_ENTRY } from './createRedisOutputCache';
import type { OutputCache } from './OutputCache';

const bytes = (text: string) => Buffer.from(text);

if (!testRedisUrl) {
  describe('the Redis output cache', () => {
    it.skip('SKIPPED: TEST_REDIS_URL is not set, the Redis output cache was not tested against a server');
  });
} else {
  const url = testRedisUrl;
  describe('the Redis output cache', () => {
    const prefix = testRedisPrefix('store');
    const raw = createClient({ url });
    let cache: OutputCache;
    const keysOfRun = async () => (await raw.keys(`${prefix}*`)).sort();
    beforeAll(async () => {
      await raw.connect();
      cache = await createRedisOutputCache({ url, keyPrefix: prefix, ttlSeconds: 120, maxEntryBytes: 1024 });
    });
    afterAll(async () => {
      await cache.flush();
      await raw.del(`${prefix}epoch`);
      expect(await keysOfRun()).toEqual([]);
      await cache.close();
      await raw.close();
    });

    it('answers what it kept, byte for byte, and nothing for a key it never kept', async () => {
      const { value, epoch } = await cache.lookup('a');
      expect(value).toBeNull();
      const binary = Buffer.from([0, 255, 10, 13, 0x80]);
      expect(await cache.store('a', binary, ['catalog'], epoch)).toBe(true);
      expect((await cache.lookup('a')).value).toEqual(binary);
      expect((await cache.lookup('b')).value).toBeNull();
    });

    it('keeps an answer for its TTL and each tag set at least as long', async () => {
      const { epoch } = await cache.lookup('ttl');
      await cache.store('ttl', bytes('x'), ['product:TTL-1'], epoch);
      const entries = await raw.keys(`${prefix}e:*`);
      expect(entries.length).toBeGreaterThan(0);
      for (const key of [...entries, `${prefix}t:product:TTL-1`]) {
        const ttl = await raw.ttl(key);
        expect(ttl).toBeGreaterThan(100);
        expect(ttl).toBeLessThanOrEqual(120);
      }
    });

    it('removes exactly the answers of an invalidated tag', async () => {
      const { epoch } = await cache.lookup('p1');
      await cache.store('p1', bytes('one'), ['catalog', 'product:P-1'], epoch);
      await cache.store('p2', bytes('two'), ['catalog', 'product:P-2'], epoch);
      await cache.store('both', bytes('both'), ['catalog', 'product:P-1', 'product:P-2'], epoch);
      expect(await cache.invalidate(['product:P-1'])).toBe(2);
      expect((await cache.lookup('p1')).value).toBeNull();
      expect((await cache.lookup('both')).value).toBeNull();
      expect((await cache.lookup('p2')).value).toEqual(bytes('two'));
      expect(await raw.exists(`${prefix}t:product:P-1`)).toBe(0);
    });

    it('removes the answers of several tags in one call, each counted once', async () => {
      const { epoch } = await cache.lookup('c1');
      await cache.store('c1', bytes('c1'), ['category:1', 'category:2'], epoch);
      await cache.store('c3', bytes('c3'), ['category:3'], epoch);
      expect(await cache.invalidate(['category:1', 'category:2', 'category:404'])).toBe(1);
      expect((await cache.lookup('c3')).value).toEqual(bytes('c3'));
    });

    it('does not keep an answer computed while an invalidation ran (it may hold what was removed)', async () => {
      const before = await cache.lookup('race');
      await cache.invalidate(['product:ELSEWHERE']);
      expect(await cache.store('race', bytes('stale'), ['catalog'], before.epoch)).toBe(false);
      expect((await cache.lookup('race')).value).toBeNull();
      // The epoch outlives the entries read before it moved, then goes by itself.
      expect(await raw.ttl(`${prefix}epoch`)).toBeGreaterThan(120);
      const after = await cache.lookup('race');
      expect(after.epoch).not.toBe(before.epoch);
      expect(await cache.store('race', bytes('fresh'), ['catalog'], after.epoch)).toBe(true);
    });

    it('never keeps an answer over its size bound or with too many tags', async () => {
      const { epoch } = await cache.lookup('big');
      expect(await cache.store('big', Buffer.alloc(1025), ['catalog'], epoch)).toBe(false);
      expect(await cache.store('big', Buffer.alloc(1024), ['catalog'], epoch)).toBe(true);
      const tags = Array.from({ length: MAX_TAGS_PER_ENTRY + 1 }, (_, i) => `product:T-${i}`);
      expect(await cache.store('many', bytes('m'), tags, epoch)).toBe(false);
      expect((await cache.lookup('many')).value).toBeNull();
    });

    it('flushes everything of its own prefix and nothing of another shop’s', async () => {
      const otherPrefix = testRedisPrefix('other-shop');
      const other = await createRedisOutputCache({ url, keyPrefix: otherPrefix, ttlSeconds: 60 });
      try {
        const mine = await cache.lookup('f1');
        await cache.store('f1', bytes('f1'), ['catalog'], mine.epoch);
        const theirs = await other.lookup('f1');
        await other.store('f1', bytes('theirs'), ['catalog'], theirs.epoch);
        expect(await cache.flush()).toBeGreaterThan(0);
        expect(await keysOfRun()).toEqual([`${prefix}epoch`]);
        expect((await other.lookup('f1')).value).toEqual(bytes('theirs'));
      } finally {
        await other.flush();
        await raw.del(`${otherPrefix}epoch`);
        await other.close();
      }
    });
  });
}

describe('the Redis output cache’s start', () => {
  it('fails clearly when Redis does not answer at REDIS_URL', async () => {
    await expect(
      createRedisOutputCache({
        url: 'redis://127.0.0.1:1',
        keyPrefix: testRedisPrefix('down'),
        ttlSeconds: 60,
        connectTimeoutMs: 300,
      }),
    ).rejects.toThrow(/did not answer within 300 ms/);
  });
});
