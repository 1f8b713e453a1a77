import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { ValidationError } from '../error/ValidationError';
import { createFaultyStore } from '../testing/createFaultyStore';
import { createManualClock } from '../testing/manualClock';
import { createMemoryStore } from './createMemoryStore';
import { type CacheProblem, createPersistentCache } from './createPersistentCache';

const Entry = v.object({ sku: v.string(), qty: v.number() });
const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

function setup(options: { quotaKb?: number; quotaCheckIntervalMs?: number } = {}) {
  const store = createFaultyStore();
  const clock = createManualClock();
  const problems: CacheProblem[] = [];
  const cache = createPersistentCache({
    namespace: 'stock',
    schema: Entry,
    store,
    clock,
    quotaCheckIntervalMs: 0,
    onProblem: (problem) => problems.push(problem),
    ...options,
  });
  return { store, clock, problems, cache };
}

describe('persistent cache', () => {
  it('keeps values under its namespace and reads them back after a reload', async () => {
    const { store, cache } = setup();
    await cache.setItem('CIT-10M3', { sku: 'CIT-10M3', qty: 5 });
    expect(await store.inner.keys()).toEqual(['stock/CIT-10M3']);
    const reloaded = createPersistentCache({ namespace: 'stock', schema: Entry, store, quotaCheckIntervalMs: 0 });
    expect(await reloaded.getItem('CIT-10M3')).toEqual({ sku: 'CIT-10M3', qty: 5 });
    expect(await reloaded.getItem('unknown')).toBeNull();
  });

  it('a corrupt entry read back is dropped and answers null, never throwing', async () => {
    const { store, cache, problems } = setup();
    await store.inner.set('stock/CIT-10M3', { sku: 'CIT-10M3', qty: 'lots' });
    await store.inner.set('stock/VANNE', '{not json');
    expect(await cache.getItem('CIT-10M3')).toBeNull();
    await vi.waitFor(async () => expect(await store.inner.get('stock/CIT-10M3')).toBeUndefined());
    const seen: string[] = [];
    await cache.iterate((_, key) => seen.push(key));
    expect(seen).toEqual([]);
    await vi.waitFor(async () => expect(await store.inner.keys()).toEqual([]));
    expect(problems.filter((problem) => problem.kind === 'corrupt-entry')).toHaveLength(2);
  });

  it('an invalid value is refused on write and nothing changes', async () => {
    const { store, cache } = setup();
    await expect(cache.setItem('x', { sku: 'x' } as never)).rejects.toBeInstanceOf(ValidationError);
    expect(await store.inner.keys()).toEqual([]);
    expect(await cache.getItem('x')).toBeNull();
  });

  it('a read slower than 800 ms answers null', async () => {
    const { store, clock, cache, problems } = setup();
    await store.inner.set('stock/CIT-10M3', { sku: 'CIT-10M3', qty: 5 });
    store.hang(true);
    const read = cache.getItem('CIT-10M3');
    clock.advance(799);
    await Promise.resolve();
    expect(problems).toEqual([]);
    clock.advance(1);
    expect(await read).toBeNull();
    expect(problems).toEqual([{ kind: 'read-timeout', key: 'CIT-10M3' }]);
  });

  it('an iteration slower than 2000 ms covers the memory entries only', async () => {
    const { store, clock, cache, problems } = setup();
    await cache.setItem('CIT-10M3', { sku: 'CIT-10M3', qty: 5 });
    await store.inner.set('stock/OTHER', { sku: 'OTHER', qty: 1 });
    store.hang(true);
    const seen: string[] = [];
    const iteration = cache.iterate((_, key) => seen.push(key));
    clock.advance(1999);
    await Promise.resolve();
    expect(seen).toEqual([]);
    clock.advance(1);
    await iteration;
    expect(seen).toEqual(['CIT-10M3']);
    expect(problems).toContainEqual({ kind: 'iterate-timeout' });
  });

  it('after 30 write errors the persistent cache is disabled, and values stay in memory', async () => {
    const { store, cache, problems } = setup();
    store.failWrites(() => new Error('disk error'));
    for (let index = 0; index < 29; index++) await cache.setItem(`k${index}`, { sku: `k${index}`, qty: 1 });
    expect(cache.persistent).toBe(true);
    await cache.setItem('k29', { sku: 'k29', qty: 1 });
    expect(cache.persistent).toBe(false);
    expect(problems.filter((problem) => problem.kind === 'disabled')).toEqual([{ kind: 'disabled', writeErrors: 30 }]);
    store.failWrites(null);
    await cache.setItem('later', { sku: 'later', qty: 2 });
    expect(await store.inner.get('stock/later')).toBeUndefined();
    expect(await cache.getItem('later')).toEqual({ sku: 'later', qty: 2 });
  });

  it('a quota error on write clears the namespace and leaves other namespaces alone', async () => {
    const { store, cache, problems } = setup();
    await cache.setItem('a', { sku: 'a', qty: 1 });
    await store.inner.set('url/home', { _type: 'cms_page' });
    store.failWrites(quotaError);
    await cache.setItem('b', { sku: 'b', qty: 1 });
    expect(await store.inner.keys()).toEqual(['url/home']);
    expect(problems.map((problem) => problem.kind)).toEqual(['write-error', 'quota-exceeded']);
  });

  it('the size is checked every 30 s and the namespace cleared above the quota of 4096 KB', async () => {
    const { store, clock, cache, problems } = setup({ quotaCheckIntervalMs: 30_000 });
    const big = { sku: 'x'.repeat(1000 * 1024), qty: 1 };
    for (const key of ['a', 'b', 'c', 'd']) await cache.setItem(key, big);
    expect((await cache.checkQuota()).exceeded).toBe(false);
    await cache.setItem('e', big);
    clock.advance(29_999);
    expect(await store.inner.keys()).toHaveLength(5);
    clock.advance(1);
    await vi.waitFor(async () => expect(await store.inner.keys()).toEqual([]));
    expect(problems).toContainEqual(expect.objectContaining({ kind: 'quota-exceeded' }));
    expect(clock.pending()).toEqual([30_000]);
    cache.dispose();
    expect(clock.pending()).toEqual([]);
  });

  it('once the persistent cache is disabled, the quota counts the values kept in memory', async () => {
    const { store, cache } = setup({ quotaKb: 1 });
    store.failWrites(() => new Error('disk error'));
    for (let index = 0; index < 30; index++) await cache.setItem(`k${index}`, { sku: `k${index}`, qty: 1 });
    expect(cache.persistent).toBe(false);
    expect(await cache.checkQuota()).toMatchObject({ exceeded: false });
    await cache.setItem('big', { sku: 'x'.repeat(1024), qty: 1 });
    expect(await cache.checkQuota()).toMatchObject({ exceeded: true });
    expect(await cache.getItem('big')).toBeNull();
    expect(await cache.keys()).toEqual([]);
  });

  it('works on a plain memory store with the default options', async () => {
    const cache = createPersistentCache({ namespace: 'n', schema: Entry, store: createMemoryStore() });
    await cache.setItem('a', { sku: 'a', qty: 1 });
    expect(await cache.keys()).toEqual(['a']);
    await cache.removeItem('a');
    expect(await cache.getItem('a')).toBeNull();
    cache.dispose();
  });
});
