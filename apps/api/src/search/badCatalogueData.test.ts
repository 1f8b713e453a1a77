import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';
import { testBackends } from '../testing/testDatabases';

/**
 * Issue 19 "Bad data": one malformed catalogue row (a tax rule, a product, a CMS page or block) written straight into
 * the database is refused when the catalogue is loaded, with a log line naming it; everything else still serves.
 */
describe.each(testBackends)('malformed catalogue rows on %s', (backend) => {
  let shop: CommerceTestShop;
  const logged: string[] = [];
  beforeAll(async () => {
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
    shop = await startCommerceTest(backend);
    const { db } = shop;
    await db
      .insertInto('tax_rules')
      .values({
        id: 990_001,
        doc: JSON.stringify({
          id: 990_001,
          code: 'Broken FR rate',
          priority: 0,
          product_tax_class_ids: [2],
          customer_tax_class_ids: [3],
          rates: [{ id: 990_001, rate: -20, tax_country_id: 'FR', region_name: '*', tax_region_id: 0 }],
        }),
      } as never)
      .execute();
    const product = (sku: string, id: number, doc: Record<string, unknown>) => ({
      id,
      sku,
      parent_sku: null,
      type_id: 'simple',
      name: 'Produit cassé',
      url_key: sku.toLowerCase(),
      url_path: sku.toLowerCase(),
      status: 1,
      visibility: 4,
      doc: JSON.stringify({ id, sku, type_id: 'simple', status: 1, visibility: 4, ...doc }),
    });
    await db
      .insertInto('products')
      .values([
        product('T-BROKEN-NAME', 990_101, { name: 42, price: 10 }),
        product('T-BROKEN-PRICE', 990_102, { name: 'Prix négatif', price: -10, tax_class_id: 2 }),
      ] as never)
      .execute();
    await db
      .insertInto('cms_pages')
      .values({
        id: 990_201,
        identifier: 'page-cassee',
        doc: JSON.stringify({ id: 990_201, identifier: 'page-cassee', content: { html: 1 } }),
      } as never)
      .execute();
    await db
      .insertInto('cms_blocks')
      .values({
        id: 990_301,
        identifier: 'bloc-casse',
        doc: JSON.stringify({ id: 'x', identifier: 'bloc-casse', content: 'x' }),
      } as never)
      .execute();
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await shop.close();
  });

  it('the catalogue still serves, priced with the valid French rule, without the broken products', async () => {
    const answer = await shop.call('GET', '/api/catalog', {
      query: { size: '500', includeFields: 'sku,price,price_incl_tax' },
    });
    expect(answer.status).toBe(200);
    const { items } = answer.body.result as { items: { sku: string; price: number; price_incl_tax: number }[] };
    const valve = items.find((item) => item.sku === 'T-VALVE');
    expect(valve).toMatchObject({ price: 40, price_incl_tax: 48 });
    expect(items.map((item) => item.sku)).not.toContain('T-BROKEN-NAME');
    expect(items.map((item) => item.sku)).not.toContain('T-BROKEN-PRICE');
  });

  it('a cart is still priced with the valid rule, and a broken product cannot be sold', async () => {
    const cartId = (await shop.call('POST', '/api/cart/create')).body.result as string;
    const added = await shop.call('POST', '/api/cart/update', {
      query: { cartId },
      body: { cartItem: { sku: 'T-VALVE', qty: 1 } },
    });
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({ price_incl_tax: 48 });
    const broken = await shop.call('POST', '/api/cart/update', {
      query: { cartId },
      body: { cartItem: { sku: 'T-BROKEN-PRICE', qty: 1 } },
    });
    expect(broken.status).toBe(422);
  });

  it('the other CMS pages and blocks still serve; the broken ones are not served', async () => {
    expect((await shop.call('GET', '/api/ext/cms-data/cmsPage/page-cassee')).status).toBe(404);
    expect((await shop.call('GET', '/api/ext/cms-data/cmsBlock/bloc-casse')).status).toBe(404);
    const pages = await shop.db.selectFrom('cms_pages').select('identifier').where('id', '<', 990_000).execute();
    expect(pages.length).toBeGreaterThan(0);
    for (const { identifier } of pages) {
      expect((await shop.call('GET', `/api/ext/cms-data/cmsPage/${identifier}`)).status).toBe(200);
    }
  });

  it('a log line names each refused row', () => {
    const log = logged.join('\n');
    expect(log).toMatch(/Tax rule 990001 is invalid/);
    expect(log).toMatch(/product T-BROKEN-NAME refused/);
    expect(log).toMatch(/product T-BROKEN-PRICE refused/);
    expect(log).toMatch(/CMS page page-cassee refused/);
    expect(log).toMatch(/CMS block bloc-casse refused/);
  });
});
