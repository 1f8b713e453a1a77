import { encodeSearchQuery } from '@citerne/catalog-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyCatalogChanged, notifyStockChanged } from '../search/searchBackends';
import { testRedisUrl } from '../testing/testRedis';
import { cachedCatalogApi } from './testing/cachedCatalogApi';

if (!testRedisUrl) {
  describe('the output cache of catalogue reads', () => {
    it.skip('SKIPPED: TEST_REDIS_URL is not set, the API output cache was not tested against Redis');
  });
} else {
  const url = testRedisUrl;
  describe('the output cache of catalogue reads', () => {
    let shop: Awaited<ReturnType<typeof cachedCatalogApi>>;
    beforeAll(async () => {
      shop = await cachedCatalogApi(url, 'catalog-answers');
    });
    afterAll(() => shop.close());

    const get = async (path: string, headers: Record<string, string> = {}) => {
      const response = await shop.api.request(path, { headers });
      return { response, text: await response.text() };
    };
    const outcome = async (path: string, headers: Record<string, string> = {}) =>
      (await get(path, headers)).response.headers.get('x-output-cache');

    it('answers an anonymous search from Redis the second time, the same bytes, saying hit', async () => {
      const path = `/api/catalog?${encodeSearchQuery({ type: 'product', text: 'citerne', size: 4 })}`;
      const first = await get(path);
      expect(first.response.status).toBe(200);
      expect(first.response.headers.get('x-output-cache')).toBe('miss');
      const second = await get(path);
      expect(second.response.headers.get('x-output-cache')).toBe('hit');
      expect(second.text).toBe(first.text);
      expect(second.response.headers.get('content-type')).toBe(first.response.headers.get('content-type'));
      expect(second.response.headers.get('etag')).toBe(first.response.headers.get('etag'));
    });

    it('keeps each catalogue read: URL mapping, CMS data, the product render list', async () => {
      for (const path of [
        '/api/url?url=/c/ombrage',
        '/api/ext/cms-data/cmsBlock/modal-all-page',
        '/api/products/render-list?skus=CS-RI-120&currencyCode=EUR&storeId=1',
        '/api/product/render-list?skus=CS-RI-120&currencyCode=EUR&storeId=1',
      ]) {
        expect(await outcome(path), path).toBe('miss');
        expect(await outcome(path), path).toBe('hit');
      }
    });

    it('keeps store views apart: the same read for another store is its own entry', async () => {
      const path = '/api/products/render-list?skus=GE-400-125&currencyCode=EUR&storeId=1';
      await get(path);
      expect(await outcome(`${path}&storeCode=de`)).toBe('miss');
      expect(await outcome(`${path}&storeCode=de`)).toBe('hit');
    });

    it('sends the tags of an answer only to a request asking for them, on a miss and on a hit', async () => {
      const path = `/api/catalog?${encodeSearchQuery({ type: 'product', text: 'bache', size: 3 })}`;
      const first = await get(path, { 'X-Cache-Tags': '1' });
      const skus = (JSON.parse(first.text) as { result: { items: { sku: string }[] } }).result.items.map((i) => i.sku);
      expect(skus.length).toBeGreaterThan(0);
      const tags = first.response.headers.get('x-cache-tags')?.split(' ') ?? [];
      expect(tags).toContain('catalog');
      for (const sku of skus) expect(tags).toContain(`product:${sku}`);
      const hit = await get(path, { 'X-Cache-Tags': '1' });
      expect(hit.response.headers.get('x-output-cache')).toBe('hit');
      expect(hit.response.headers.get('x-cache-tags')?.split(' ').sort()).toEqual([...tags].sort());
      const browser = await get(path);
      expect(browser.response.headers.get('x-output-cache')).toBe('hit');
      expect(browser.response.headers.has('x-cache-tags')).toBe(false);
    });

    it('answers a hit whose ETag the client holds with a 304', async () => {
      const path = '/api/url?url=/c/ombrage';
      const { response } = await get(path);
      const etag = response.headers.get('etag') ?? '';
      expect(etag).not.toBe('');
      const again = await get(path, { 'If-None-Match': etag });
      expect(again.response.status).toBe(304);
      expect(again.response.headers.get('x-output-cache')).toBe('hit');
    });

    it('never keeps nor answers from the cache a request carrying credentials', async () => {
      const path = `/api/catalog?${encodeSearchQuery({ type: 'product', text: 'pergola', size: 2 })}`;
      for (const [request, headers] of [
        [path, { Authorization: 'Bearer some-customer-token' }],
        // The catalogue answers these (its prices are the guest's whatever the token): a cache must not.
        [`${path}&token=some-customer-token`, {}],
        [`${path}&cartId=some-cart`, {}],
      ] as const) {
        const { response } = await get(request, headers);
        if (!request.includes('cartId')) expect(response.status, request).toBe(200);
        expect(response.headers.has('x-output-cache'), request).toBe(false);
      }
      // Nothing was kept by those: the first anonymous request renders.
      expect(await outcome(path)).toBe('miss');
      expect(await outcome(path, { Authorization: 'Bearer some-customer-token' })).toBeNull();
    });

    it('never keeps an answer other than a 200', async () => {
      const path = '/api/url?url=/c/no-such-category';
      expect((await get(path)).response.status).toBe(404);
      const again = await get(path);
      expect(again.response.status).toBe(404);
      expect(again.response.headers.has('x-output-cache')).toBe(false);
    });

    it('drops the answers holding a product when its stock changes, and only those', async () => {
      const one = '/api/products/render-list?skus=PACK-CS-EP-5&currencyCode=EUR&storeId=1';
      const other = '/api/products/render-list?skus=CS-RI-120,GE-400-125&currencyCode=EUR&storeId=1';
      await get(one);
      await get(other);
      expect(await outcome(one)).toBe('hit');
      await notifyStockChanged(shop.database, ['PACK-CS-EP-5']);
      expect(await outcome(one)).toBe('miss');
      expect(await outcome(other)).toBe('hit');
    });

    it('drops again, a moment later, what a process that heard of the stock change late kept in between', async () => {
      const path = '/api/products/render-list?skus=CS-RI-120&currencyCode=EUR&storeId=1';
      await notifyStockChanged(shop.database, ['CS-RI-120']);
      // Another process, its index not yet told, answers and keeps the old stock after the invalidation.
      expect(await outcome(path)).toBe('miss');
      expect(await outcome(path)).toBe('hit');
      await expect.poll(() => outcome(path), { timeout: 5_000, interval: 250 }).toBe('miss');
    });

    it('drops every catalogue answer when the catalogue changes', async () => {
      const paths = ['/api/url?url=/c/ombrage', '/api/ext/cms-data/cmsBlock/modal-all-page'];
      for (const path of paths) await get(path);
      for (const path of paths) expect(await outcome(path)).toBe('hit');
      await notifyCatalogChanged(shop.database);
      for (const path of paths) expect(await outcome(path)).toBe('miss');
    });
  });
}
