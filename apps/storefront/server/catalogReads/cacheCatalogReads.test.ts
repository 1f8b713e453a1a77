import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadServerConfig, startPlatform } from '@citerne/api';
import { describe, expect, it } from 'vitest';
import { cacheCatalogReads } from './cacheCatalogReads';

/** A fake API that counts its calls and answers with the revision it was asked under. */
function fakeApi(state: { revision: string }) {
  const calls: string[] = [];
  let gate: Promise<void> = Promise.resolve();
  const api = async (request: Request) => {
    const url = new URL(request.url);
    calls.push(`${url.pathname}${url.search}`);
    const revision = state.revision;
    await gate;
    if (url.pathname === '/api/catalog' && url.searchParams.get('type') === 'broken') {
      return Response.json({ code: 500, result: 'boom' }, { status: 500 });
    }
    const headers: Record<string, string> = { 'Cache-Control': 'public, max-age=60', ETag: `W/"${revision}"` };
    if (url.pathname === '/api/ext/cms-data/cmsBlock/private') headers['Cache-Control'] = 'private, no-store';
    const size = Number(url.searchParams.get('size') ?? '1');
    return Response.json({ code: 200, result: { revision, items: 'x'.repeat(size) } }, { headers });
  };
  return { api, calls, hold: (until: Promise<void>) => (gate = until) };
}

const read = (path: string, init?: RequestInit) => new Request(`http://shop.internal${path}`, init);
const body = async (response: Response) => ((await response.json()) as { result: { revision: string } }).result;

describe('cacheCatalogReads', () => {
  it('answers a repeated catalogue read from memory, with its status and validators', async () => {
    const state = { revision: 'r1' };
    const { api, calls } = fakeApi(state);
    const fetch = cacheCatalogReads(api, { revision: () => state.revision });
    const first = await fetch(read('/api/catalog?type=category&size=40'));
    const second = await fetch(read('/api/catalog?type=category&size=40'));
    expect(calls).toEqual(['/api/catalog?type=category&size=40']);
    expect(second.status).toBe(200);
    expect(second.headers.get('etag')).toBe('W/"r1"');
    expect(await body(second)).toEqual(await body(first));
  });

  it('reads again once the catalogue revision moved (a reload, an order that changed the stock)', async () => {
    const state = { revision: 'r1' };
    const { api, calls } = fakeApi(state);
    const fetch = cacheCatalogReads(api, { revision: () => state.revision });
    await fetch(read('/api/catalog?type=product'));
    state.revision = 'r2';
    const after = await fetch(read('/api/catalog?type=product'));
    expect(calls).toHaveLength(2);
    expect((await body(after)).revision).toBe('r2');
  });

  it('does not keep an answer the API made while the revision moved', async () => {
    const state = { revision: 'r1' };
    const { api, calls, hold } = fakeApi(state);
    const fetch = cacheCatalogReads(api, { revision: () => state.revision });
    let release = () => {};
    hold(new Promise<void>((resolve) => (release = resolve)));
    const pending = fetch(read('/api/url?url=%2Fc%2Fciternes-souples'));
    state.revision = 'r2';
    release();
    expect((await body(await pending)).revision).toBe('r1');
    hold(Promise.resolve());
    expect((await body(await fetch(read('/api/url?url=%2Fc%2Fciternes-souples')))).revision).toBe('r2');
    expect(calls).toHaveLength(2);
  });

  it('makes one API call for reads of the same URL at the same time', async () => {
    const state = { revision: 'r1' };
    const { api, calls } = fakeApi(state);
    const fetch = cacheCatalogReads(api, { revision: () => state.revision });
    const answers = await Promise.all([1, 2, 3].map(() => fetch(read('/api/ext/cms-data/cmsBlock/footer'))));
    expect(calls).toHaveLength(1);
    for (const answer of answers) expect((await body(answer)).revision).toBe('r1');
  });

  it.each([
    ['a cart read', '/api/cart/pull?token=t&cartId=c', undefined],
    ['a catalogue read with a customer token', '/api/catalog?type=product&token=abc', undefined],
    ['a read with an Authorization header', '/api/catalog?type=product', { headers: { Authorization: 'Bearer x' } }],
    ['a write', '/api/catalog?type=product', { method: 'POST', body: '{}' }],
    ['the home content (rows, not the catalogue)', '/api/content/default/homepage', undefined],
    ['a private answer', '/api/ext/cms-data/cmsBlock/private', undefined],
    ['an error', '/api/catalog?type=broken', undefined],
  ])('never keeps %s', async (_label, path, init) => {
    const state = { revision: 'r1' };
    const { api, calls } = fakeApi(state);
    const fetch = cacheCatalogReads(api, { revision: () => state.revision });
    const first = await fetch(read(path, init));
    await fetch(read(path, init));
    expect(calls).toHaveLength(2);
    // The API's own answer is passed on untouched.
    expect(first.status).toBe(path.includes('broken') ? 500 : 200);
  });

  it('holds at most maxEntries answers, the least recently used out first', async () => {
    const state = { revision: 'r1' };
    const { api, calls } = fakeApi(state);
    const fetch = cacheCatalogReads(api, { revision: () => state.revision, maxEntries: 2 });
    await fetch(read('/api/catalog?q=a'));
    await fetch(read('/api/catalog?q=b'));
    await fetch(read('/api/catalog?q=a'));
    await fetch(read('/api/catalog?q=c'));
    calls.length = 0;
    await fetch(read('/api/catalog?q=a'));
    await fetch(read('/api/catalog?q=c'));
    expect(calls).toEqual([]);
    await fetch(read('/api/catalog?q=b'));
    expect(calls).toEqual(['/api/catalog?q=b']);
  });

  it('holds at most maxBytes of answers, and never one over an eighth of it', async () => {
    const state = { revision: 'r1' };
    const { api, calls } = fakeApi(state);
    const fetch = cacheCatalogReads(api, { revision: () => state.revision, maxBytes: 8_000 });
    for (const q of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'])
      await fetch(read(`/api/catalog?q=${q}&size=900`));
    calls.length = 0;
    // About 950 bytes each: eight fit in 8 000, the two oldest went.
    await fetch(read('/api/catalog?q=j&size=900'));
    await fetch(read('/api/catalog?q=c&size=900'));
    expect(calls).toEqual([]);
    await fetch(read('/api/catalog?q=a&size=900'));
    expect(calls).toEqual(['/api/catalog?q=a&size=900']);
    await fetch(read('/api/catalog?q=big&size=1200'));
    await fetch(read('/api/catalog?q=big&size=1200'));
    expect(calls.filter((call) => call.includes('big'))).toHaveLength(2);
  });
});

describe('cacheCatalogReads over the real API', () => {
  it('shows the stock an order left, not the one kept before it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'catalog-reads-'));
    const platform = await startPlatform(loadServerConfig({ DATA_DIR: dataDir }));
    try {
      const fetch = cacheCatalogReads(async (request) => platform.api.fetch(request), {
        revision: () => platform.search.revision,
      });
      const path = '/api/catalog?type=product&size=50&includeFields=sku,stock';
      type Products = { result: { items: { sku: string; stock?: { qty?: number; manage_stock?: boolean } }[] } };
      const items = async () => ((await (await fetch(read(path))).json()) as Products).result.items;
      const before = await items();
      const product = before.find((item) => item.stock?.manage_stock && typeof item.stock.qty === 'number');
      if (!product?.stock) throw new Error('The seed has no product with managed stock');
      expect(await items()).toEqual(before);
      // What an order does: the stock row changes, then the index is told (placeOrder → notifyStockChanged).
      await platform.database.db
        .updateTable('stock_items')
        .set({ qty: (product.stock.qty ?? 0) - 1 })
        .where('sku', '=', product.sku)
        .execute();
      await platform.search.stockChanged([product.sku]);
      const after = (await items()).find((item) => item.sku === product.sku);
      expect(after?.stock?.qty).toBe((product.stock.qty ?? 0) - 1);
    } finally {
      await platform.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    // A fresh database is migrated and seeded first: seconds on a quiet machine, a minute or more on a busy one.
  }, 180_000);
});
