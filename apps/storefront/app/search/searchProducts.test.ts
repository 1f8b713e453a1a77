import type { ApiClient } from '@citerne/core-api';
import { describe, expect, it } from 'vitest';
import type { ProductTeaser } from '../catalog/ProductTeaser';
import { memorySearchCache } from './memorySearchCache';
import { searchProducts } from './searchProducts';

function fakeClient(answer: () => Promise<unknown>, seen: unknown[] = []) {
  return async () =>
    ({
      catalog: {
        search: async (input: unknown) => {
          seen.push(input);
          return answer();
        },
      },
    }) as unknown as ApiClient;
}

const tank = { id: 1, sku: 'CS-EP-5', name: 'Citerne souple 5 m³', type_id: 'simple', price_incl_tax: 569 };

describe('search panel query (SPEC §2, §4, §5)', () => {
  it('searches the text under the search visitor scope, one page of products', async () => {
    const seen: unknown[] = [];
    const page = await searchProducts('citrene', 16, 16, {
      client: fakeClient(async () => ({ items: [tank], total: 17, start: 16, perPage: 16 }), seen),
      cache: memorySearchCache<ProductTeaser>(),
      isOnline: () => true,
    });
    expect(seen[0]).toMatchObject({ type: 'product', start: 16, size: 16, request: { text: 'citrene' } });
    expect(page).toMatchObject({ total: 17, start: 16, offline: false, items: [{ sku: 'CS-EP-5', price: 569 }] });
  });

  it('serves a repeated search from the cache', async () => {
    const cache = memorySearchCache<ProductTeaser>();
    let calls = 0;
    const client = fakeClient(async () => {
      calls += 1;
      return { items: [tank], total: 1, start: 0, perPage: 16 };
    });
    await searchProducts('citerne', 0, 16, { client, cache, isOnline: () => true });
    await searchProducts('citerne', 0, 16, { client, cache, isOnline: () => true });
    expect(calls).toBe(1);
  });

  it('offline, a failed search gives an empty page flagged offline', async () => {
    const page = await searchProducts('citerne', 0, 16, {
      client: fakeClient(() => Promise.reject(new TypeError('Failed to fetch'))),
      cache: memorySearchCache<ProductTeaser>(),
      isOnline: () => false,
    });
    expect(page).toEqual({ items: [] as ProductTeaser[], total: 0, start: 0, offline: true });
  });

  it('online, a failed search rejects (SPEC §8)', async () => {
    await expect(
      searchProducts('citerne', 0, 16, {
        client: fakeClient(() => Promise.reject(new Error('boom'))),
        cache: memorySearchCache<ProductTeaser>(),
        isOnline: () => true,
      }),
    ).rejects.toThrow('boom');
  });
});
