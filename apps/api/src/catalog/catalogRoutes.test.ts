import type { AddressInfo } from 'node:net';
import { encodeSearchQuery } from '@citerne/catalog-search';
import { CatalogSearchResultSchema, MAX_SEARCH_SIZE } from '@citerne/core-api/contract';
import { bundleDefaultSelections } from '@citerne/pricing';
import { serve } from '@hono/node-server';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyCatalogChanged, notifyStockChanged } from '../search/searchBackends';
import { testBackends } from '../testing/testDatabases';
import { seededCatalogApi } from './testing/seededCatalogApi';

describe.each(testBackends)('GET /api/catalog on %s', (backend) => {
  let shop: Awaited<ReturnType<typeof seededCatalogApi>>;
  beforeAll(async () => {
    shop = await seededCatalogApi(backend);
  });
  afterAll(() => shop.database.close());

  it('curl finds "réserve incendie" with a typo over HTTP', async () => {
    const server = serve({ fetch: shop.api.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/api/catalog?q=reserve+incendei&size=5`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { result: { total: number; items: { name: string }[] } };
      expect(body.result.total).toBeGreaterThan(0);
      expect(body.result.items[0]?.name).toMatch(/Citerne souple réserve incendie/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a bundle is listed at the current price of its default selection, special prices of its parts included', async () => {
    const lookup = async (sku: string) => {
      const query = encodeSearchQuery({
        scope: 'lookup',
        filters: [{ kind: 'term', field: 'sku', value: sku }],
        size: 1,
      });
      const response = await shop.api.request(`/api/catalog?${query}`);
      return ((await response.json()) as { result: { items: Record<string, unknown>[] } }).result.items[0];
    };
    const bundle = (await lookup('PACK-CS-EP-5')) as {
      price_incl_tax: number;
      bundle_options: { required?: boolean; product_links: { sku: string; qty: number; is_default?: boolean }[] }[];
    };
    let expected = 0;
    // SPEC §4 "Pricing": each option's default link, flagged or else the first (optional options included).
    for (const { link } of bundleDefaultSelections(bundle.bundle_options)) {
      const part = (await lookup(link.sku)) as
        | { price_incl_tax?: number; configurable_children?: { sku: string; price_incl_tax: number }[] }
        | undefined;
      const priced = part?.configurable_children?.find((child) => child.sku === link.sku) ?? part;
      expected += (priced?.price_incl_tax ?? Number.NaN) * link.qty;
    }
    expect(bundle.price_incl_tax).toBeCloseTo(expected, 1);
  });

  it('answers a SearchQuery in the contract format with items, total, paging, aggregations and metadata', async () => {
    const query = encodeSearchQuery({
      scope: 'catalog',
      filters: [{ kind: 'term', field: 'category_ids', value: 11 }],
      aggregations: ['color', 'price'],
      sort: { field: 'price', order: 'asc' },
      size: 4,
      include: ['sku', 'name', 'price_incl_tax'],
    });
    const { status, body } = await shop.json(`/api/catalog?${query}`);
    expect(status).toBe(200);
    const result = v.parse(CatalogSearchResultSchema, body.result);
    expect(result.items).toHaveLength(4);
    expect(result).toMatchObject({ start: 0, perPage: 4 });
    expect(Object.keys(result.items[0] ?? {}).sort()).toEqual(['name', 'price_incl_tax', 'sku']);
    expect(result.aggregations.agg_terms_color?.buckets?.map((b) => b.key).sort()).toEqual([49, 50, 51]);
    expect(result.aggregations.agg_range_price?.buckets).toHaveLength(4);
    expect(result.attributeMetadata.map((a) => a.attribute_code)).toContain('color');
    expect(body.result.suggestions).toEqual({});
  });

  it('serves the home page: the 8 newest visible products', async () => {
    const { body } = await shop.json(
      '/api/catalog?sort=created_at:desc&size=8&includeFields=sku,created_at,visibility',
    );
    expect(body.result.items).toHaveLength(8);
    const dates = body.result.items.map((item: { created_at: string }) => item.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('carries cache validators and answers 304 to a matching If-None-Match', async () => {
    const first = await shop.api.request('/api/catalog?q=citerne&size=2');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=600');
    const again = await shop.api.request('/api/catalog?q=citerne&size=2', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    const other = await shop.api.request('/api/catalog?q=citerne&size=3');
    expect(other.headers.get('ETag')).not.toBe(etag);
  });

  it.each([
    ['size=abc', 'Invalid catalogue query: size: must be a whole number (got "abc")'],
    ['type=books', 'Invalid catalogue query: type: No entity type registered: "books"'],
    ['q=ci', 'Invalid catalogue query: text: search text must have at least 3 characters'],
    ['request=%7Bnot-json', 'Invalid catalogue query: request: must be JSON (a search query object)'],
    [
      'request=%7B%22filters%22%3A%22x%22%7D',
      'Invalid catalogue query: filters: Invalid type: Expected Array but received "x"',
    ],
    [
      'sort=color:asc',
      'Invalid catalogue query: cannot sort product by "color"; sort on position, price, updated_at, created_at, name, sku, id, relevance',
    ],
    ['utm_source=mail', 'Invalid catalogue query: unknown query parameter "utm_source"'],
    [
      `request=${encodeURIComponent('{"filters":[{"kind":"term","field":"password","value":1}]}')}`,
      'Invalid catalogue query: cannot filter product on "password"',
    ],
    ['type=taxrule&q=tva+normale', 'Invalid catalogue query: text search is not available for taxrule'],
  ])('refuses %s with a 400 and a clear message', async (queryString, message) => {
    const { status, body } = await shop.json(`/api/catalog?${queryString}`);
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    expect(String(body.result).startsWith(message)).toBe(true);
  });

  it('serves the product drawings through /img, resized', async () => {
    const response = await shop.api.request('/img/150/150/resize/catalog/citerne-incendie-rouge.svg', {
      headers: { Accept: 'image/webp' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/webp');
    expect((await shop.api.request('/img/10/10/resize/catalog/citerne-incendie-rouge.svg')).status).toBe(400);
  });

  it("refuses a page above the contract's one cap, MAX_SEARCH_SIZE, and serves a category fetch of that size", async () => {
    const refused = await shop.json(`/api/catalog?size=${MAX_SEARCH_SIZE + 1}`);
    expect(refused.status).toBe(400);
    expect(String(refused.body.result)).toBe('Invalid catalogue query: size: must be at most 4000');
    const categories = await shop.json(`/api/catalog?type=category&size=${MAX_SEARCH_SIZE}`);
    expect(categories.status).toBe(200);
    expect(categories.body.result).toMatchObject({ perPage: MAX_SEARCH_SIZE });
  });

  it('corrects paging instead of refusing it (SPEC §5)', async () => {
    const { status, body } = await shop.json('/api/catalog?size=0&start=-4');
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ start: 0, perPage: 50 });
  });

  it('hears of stock and catalogue changes through notifyStockChanged and notifyCatalogChanged', async () => {
    const inStock = `/api/catalog?${encodeSearchQuery({
      filters: [
        { kind: 'term', field: 'sku', value: 'GE-400-125' },
        { kind: 'term', field: 'stock.is_in_stock', value: true },
      ],
    })}`;
    expect((await shop.json(inStock)).body.result.total).toBe(1);
    const row = await shop.database.db
      .selectFrom('products')
      .select('doc')
      .where('sku', '=', 'GE-400-125')
      .executeTakeFirstOrThrow();
    await shop.database.db
      .updateTable('products')
      .set({ doc: JSON.stringify({ ...row.doc, stock: { qty: 0, is_in_stock: false } }) })
      .where('sku', '=', 'GE-400-125')
      .execute();
    await notifyStockChanged(shop.database, ['GE-400-125']);
    expect((await shop.json(inStock)).body.result.total).toBe(0);
    await shop.database.db
      .updateTable('products')
      .set({ doc: JSON.stringify({ ...row.doc, name: 'Géotextile renforcé 400 g/m²' }) })
      .where('sku', '=', 'GE-400-125')
      .execute();
    await notifyCatalogChanged(shop.database);
    expect((await shop.json('/api/catalog?q=renforce&includeFields=sku')).body.result.items).toEqual([
      { sku: 'GE-400-125' },
    ]);
  });

  it('serves the other entity types: categories, attributes, CMS pages and blocks, tax rules', async () => {
    const categories = await shop.json('/api/catalog?type=category&sort=position:asc');
    expect(categories.body.result.items.map((c: { name: string }) => c.name)).toContain('Réserve incendie');
    const attributes = await shop.json(
      `/api/catalog?type=attribute&${encodeSearchQuery({ filters: [{ kind: 'term', field: 'attribute_code', value: 'color' }] })}`,
    );
    expect(attributes.body.result.items[0].options.length).toBeGreaterThan(5);
    const blocks = await shop.json('/api/catalog?type=cms_block');
    expect(blocks.body.result.items.map((b: { identifier: string }) => b.identifier)).toEqual(
      expect.arrayContaining(['modal-all-page', 'footer-product-link', 'tag-manager-head', 'tag-manager-body']),
    );
    const pages = await shop.json(`/api/catalog?type=cms_page&q=${encodeURIComponent('droit de rétractation')}`);
    expect(pages.body.result.items.map((p: { identifier: string }) => p.identifier)).toContain(
      'conditions-generales-de-vente',
    );
    const rules = await shop.json('/api/catalog?type=taxrule');
    expect(rules.body.result.total).toBe(2);
    const hierarchy = await shop.json(
      `/api/catalog?type=cms_hierarchy&${encodeSearchQuery({ filters: [{ kind: 'term', field: 'identifier', value: 'informations-legales' }] })}`,
    );
    expect(hierarchy.body.result.total).toBe(1);
    const reviews = await shop.json('/api/catalog?type=review');
    expect(reviews.body.result.total).toBe(0);
  });
});
