import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApi, createRedisOutputCache, loadServerConfig, type OutputCache, startPlatform } from '@citerne/api';
import { createElement as h, type ReactNode } from 'react';
import { Outlet, Scripts, type ServerBuild, useLoaderData } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopServerContext } from '../../app/api/shopServerContext';
import * as entryServer from '../../app/entry.server';
import { PAGE_CACHE_DEFAULTS } from '../createPageCache';
import { createShopServer } from '../createShopServer';

const redisUrl = process.env.TEST_REDIS_URL || undefined;
const TOKEN = 'storefront-test-invalidate-token-0123456789';

// A small server build around the shop's real entry: `/sku/:sku` shows a product's price, read through the loaders'
// in-process fetch from the real API (`/api/products/render-list`, a catalogue read the API tags `product:<sku>`);
// `/basket` reads a cart, as a personal page would.
const document = (children: ReactNode) =>
  h('html', { lang: 'fr' }, h('head', null, h('title', null, 'Test')), h('body', null, children, h(Scripts)));
type LoaderArgs = { params: Record<string, string>; context: { get: (key: unknown) => unknown } };
const shopFetch = (context: LoaderArgs['context']) => (context.get(shopServerContext) as { fetch: typeof fetch }).fetch;
const routeModules = {
  root: { default: () => document(h(Outlet)) },
  product: {
    loader: async ({ params, context }: LoaderArgs) => {
      const answer = await shopFetch(context)(
        `/api/products/render-list?skus=${params.sku}&currencyCode=EUR&storeId=1`,
      );
      const body = (await answer.json()) as { result: { items: { price_info: { final_price: number } }[] } };
      return { sku: params.sku, price: body.result.items[0]?.price_info.final_price ?? null };
    },
    default: () => {
      const data = useLoaderData() as { sku: string; price: number | null };
      return h('p', null, `${data.sku}: ${data.price}`);
    },
  },
  basket: {
    loader: async ({ context }: LoaderArgs) => {
      const answer = await shopFetch(context)('/api/cart/pull?token=customer-token&cartId=cart-1');
      return { status: answer.status };
    },
    default: () => h('p', null, 'Panier'),
  },
};
const entryRoute = (id: string, path: string | undefined, parentId?: string) => ({
  id,
  path,
  parentId,
  hasAction: false,
  hasLoader: id !== 'root',
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  module: `/assets/${id}.js`,
  imports: [],
});
const build = {
  entry: { module: entryServer },
  routes: {
    root: { id: 'root', path: '', module: routeModules.root },
    product: { id: 'product', path: 'sku/:sku', parentId: 'root', module: routeModules.product },
    'de-product': { id: 'de-product', path: 'de/sku/:sku', parentId: 'root', module: routeModules.product },
    basket: { id: 'basket', path: 'basket', parentId: 'root', module: routeModules.basket },
  },
  assets: {
    entry: { module: '/assets/entry.client.js', imports: [] },
    routes: {
      root: entryRoute('root', ''),
      product: entryRoute('product', 'sku/:sku', 'root'),
      'de-product': entryRoute('de-product', 'de/sku/:sku', 'root'),
      basket: entryRoute('basket', 'basket', 'root'),
    },
    url: '/assets/manifest.js',
    version: `test-${randomBytes(4).toString('hex')}`,
  },
  publicPath: '/',
  assetsBuildDirectory: 'build/client/assets',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
} as unknown as ServerBuild;

const nonceOf = (response: Response) =>
  /'nonce-([A-Za-z0-9+/=]+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';

/** An output cache that tells when a store settled: pages are kept after their answer ends. */
function watched(cache: OutputCache) {
  let stores: Promise<boolean>[] = [];
  return {
    cache: {
      ...cache,
      store: (...args: Parameters<OutputCache['store']>) => {
        const stored = cache.store(...args);
        stores.push(stored);
        return stored;
      },
    } satisfies OutputCache,
    settled: async () => {
      const pending = stores;
      stores = [];
      return Promise.all(pending);
    },
  };
}

if (!redisUrl) {
  describe('the shared page layer on Redis', () => {
    it.skip('SKIPPED: TEST_REDIS_URL is not set, two shop servers sharing Redis were not tested');
  });
} else {
  describe('the shared page layer on Redis', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shared-pages-'));
    const clientDir = join(dataDir, 'client');
    mkdirSync(clientDir);
    const keyPrefix = `citerne-test:shared-pages:${process.pid}-${randomBytes(4).toString('hex')}:`;
    let platform: Awaited<ReturnType<typeof startPlatform>>;
    let other: OutputCache;
    let one: ReturnType<typeof watched>;
    let two: ReturnType<typeof watched>;
    // Each server as its own process would be: its own API, in-process caches and Redis client, one Redis between
    // them. The in-process page cache keeps nothing here, so every answer says what Redis did.
    let shopOne: ReturnType<typeof createShopServer>;
    let shopTwo: ReturnType<typeof createShopServer>;

    beforeAll(async () => {
      platform = await startPlatform(
        loadServerConfig({
          DATA_DIR: dataDir,
          REDIS_URL: redisUrl,
          OUTPUT_CACHE_KEY_PREFIX: keyPrefix,
          CACHE_INVALIDATE_TOKEN: TOKEN,
        }),
      );
      if (!platform.outputCache) throw new Error('startPlatform opened no output cache with REDIS_URL set');
      other = await createRedisOutputCache({ url: redisUrl, keyPrefix, ttlSeconds: 600 });
      one = watched(platform.outputCache);
      two = watched(other);
      const apiTwo = createApi({
        database: platform.database,
        catalog: { search: platform.search },
        outputCache: { cache: two.cache, invalidateToken: TOKEN },
      });
      const pageCache = { ...PAGE_CACHE_DEFAULTS, ttlMs: 0 };
      shopOne = createShopServer({ api: platform.api, build, clientDir, pageCache, outputCache: one.cache });
      // The second also keeps its loaders' catalogue reads in memory, as `npm start` does.
      shopTwo = createShopServer({
        api: apiTwo,
        build,
        clientDir,
        pageCache,
        outputCache: two.cache,
        catalogRevision: () => platform.search.revision,
      });
      // A fresh database is migrated and seeded first: seconds on a quiet machine, a minute on a busy one.
    }, 180_000);

    // Every key of the run goes; the invalidation count expires by itself two seconds later (twice the sweeper's TTL).
    afterAll(async () => {
      await other?.close();
      if (redisUrl) {
        const sweeper = await createRedisOutputCache({ url: redisUrl, keyPrefix, ttlSeconds: 1 });
        await sweeper.flush();
        await sweeper.close();
      }
      await platform?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const page = async (shop: typeof shopOne, path: string, headers: Record<string, string> = {}) => {
      const response = await shop.request(path, { headers });
      return { response, html: await response.text(), outcome: response.headers.get('x-output-cache') };
    };
    const invalidate = async (tag: string) => {
      const response = await shopOne.request(`/api/invalidate?tag=${encodeURIComponent(tag)}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(200);
    };

    it('answers a page rendered by one shop server from Redis on the other, with a nonce of its own', async () => {
      const first = await page(shopOne, '/sku/GE-400-125');
      expect(first.response.status).toBe(200);
      expect(first.outcome).toBe('miss');
      expect(first.html).toMatch(/GE-400-125: \d/);
      expect(await one.settled()).toContain(true);
      const second = await page(shopTwo, '/sku/GE-400-125');
      expect(second.outcome).toBe('hit');
      const [firstNonce, secondNonce] = [nonceOf(first.response), nonceOf(second.response)];
      expect(secondNonce).not.toBe('');
      expect(secondNonce).not.toBe(firstNonce);
      expect(second.html).toBe(first.html.replaceAll(firstNonce, secondNonce));
      const scripts = [...second.html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${secondNonce}"`);
      expect(second.response.headers.get('content-type')).toMatch(/^text\/html/);
    });

    it('renders again, on either server, a page whose product tag was invalidated, and only that page', async () => {
      for (const path of ['/sku/CS-RI-120', '/sku/PACK-CS-EP-5']) {
        await page(shopOne, path);
        await one.settled();
        expect((await page(shopTwo, path)).outcome, path).toBe('hit');
      }
      await invalidate('product:CS-RI-120');
      expect((await page(shopTwo, '/sku/CS-RI-120')).outcome).toBe('miss');
      expect((await page(shopTwo, '/sku/PACK-CS-EP-5')).outcome).toBe('hit');
      await two.settled();
      expect((await page(shopOne, '/sku/CS-RI-120')).outcome).toBe('hit');
    });

    it('tags a page with the tags of catalogue reads answered from the in-process read cache too', async () => {
      await page(shopTwo, '/sku/GE-400-125?from=listing');
      // Same API read, another page: answered from shopTwo's memory (cacheCatalogReads), its tags with it.
      const again = await page(shopTwo, '/sku/GE-400-125?from=search');
      expect(again.outcome).toBe('miss');
      await two.settled();
      expect((await page(shopOne, '/sku/GE-400-125?from=search')).outcome).toBe('hit');
      await invalidate('product:GE-400-125');
      expect((await page(shopOne, '/sku/GE-400-125?from=search')).outcome).toBe('miss');
    });

    it('renders again every page after a catalogue-wide invalidation', async () => {
      await page(shopOne, '/sku/GE-400-125');
      await one.settled();
      expect((await page(shopTwo, '/sku/GE-400-125')).outcome).toBe('hit');
      await invalidate('catalog');
      expect((await page(shopTwo, '/sku/GE-400-125')).outcome).toBe('miss');
    });

    it('keeps pages apart by cookie-notice answer and store view', async () => {
      await page(shopOne, '/sku/GE-400-125');
      await one.settled();
      expect((await page(shopTwo, '/sku/GE-400-125', { Cookie: 'cookiesAccepted=1' })).outcome).toBe('miss');
      const german = await page(shopTwo, '/de/sku/GE-400-125');
      expect(german.response.status).toBe(200);
      expect(german.outcome).toBe('miss');
    });

    it('never keeps nor answers from Redis a request with credentials or a page that read a cart', async () => {
      const withCredentials = await page(shopOne, '/sku/GE-400-125', { Authorization: 'Bearer customer-token' });
      expect(withCredentials.response.status).toBe(200);
      expect(withCredentials.outcome).toBeNull();
      for (const shop of [shopOne, shopTwo, shopOne]) {
        const basket = await page(shop, '/basket');
        expect(basket.response.status).toBe(200);
        expect(basket.outcome).toBeNull();
        await Promise.all([one.settled(), two.settled()]);
      }
    });
  });
}
