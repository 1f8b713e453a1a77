import { parseSearchQuery, type SearchQueryInput } from '@citerne/catalog-search';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOutputCache } from '../../cache/outputCacheFor';
import { readStockRecords } from '../../stock/readStockRecords';
import type { SearchBackend } from '../SearchBackend';
import { openPostgresSearchForTest } from './openPostgresSearchForTest';
import { PostgresSearchBackend } from './PostgresSearchBackend';

const skuOf = (doc: unknown) => String((doc as { sku: unknown }).sku);

async function find(backend: SearchBackend, input: SearchQueryInput) {
  const parsed = parseSearchQuery(input);
  if (!parsed.success) throw new Error(parsed.message);
  return backend.search(parsed.query);
}

/** Waits until `check` holds (another process's change arrives by notification), failing after `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error('the change did not arrive');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

if (!process.env.TEST_DATABASE_URL) {
  describe('PostgresSearchBackend', () => {
    it.skip('SKIPPED: TEST_DATABASE_URL is not set, the PostgreSQL search driver needs a PostgreSQL server');
  });
} else {
  describe('PostgresSearchBackend', () => {
    let subject: Awaited<ReturnType<typeof openPostgresSearchForTest>>;
    /** A second shop process on the same database. */
    let other: PostgresSearchBackend;
    const logs: string[] = [];
    beforeAll(async () => {
      subject = await openPostgresSearchForTest();
      other = await PostgresSearchBackend.open(subject.database, {
        stock: readStockRecords(subject.database.db),
        log: (message) => logs.push(message),
      });
    }, 120_000);
    afterAll(async () => {
      other?.close();
      await subject?.close();
    });

    it('a second process starts on the built index without building it again', () => {
      expect(logs.filter((line) => line.includes('built'))).toEqual([]);
      expect(other.revision).toBe(subject.backend.revision);
    });

    const row = (sku: string, name: string) => ({
      id: 990_001,
      sku,
      parent_sku: null,
      type_id: 'simple',
      name,
      url_key: 'cuve-zorglub',
      url_path: 'accessoires/cuve-zorglub',
      status: 1,
      visibility: 4,
      doc: JSON.stringify({
        id: 990_001,
        sku,
        name,
        type_id: 'simple',
        status: 1,
        visibility: 4,
        price: 99,
        tax_class_id: 2,
        url_key: 'cuve-zorglub',
        url_path: 'accessoires/cuve-zorglub',
        category_ids: [3],
        category: [{ category_id: 3, name: 'Accessoires', position: 1 }],
        stock: { qty: 5, is_in_stock: true },
      }) as never,
    });

    it('takes in a product written by anyone (an import, SQL) incrementally: added, renamed, removed', async () => {
      const { backend, database } = subject;
      const before = backend.revision;
      await database.db.insertInto('products').values(row('ZORG-1', 'Cuve zorglub 3 m³')).execute();
      await backend.refresh();
      expect((await find(backend, { text: 'zorglub' })).items.map(skuOf)).toEqual(['ZORG-1']);
      expect(backend.revision).not.toBe(before);
      expect((await backend.mapUrl('/accessoires/cuve-zorglub'))?._source.sku).toBe('ZORG-1');
      await database.db
        .updateTable('products')
        .set({ doc: sql`jsonb_set(doc, '{name}', '"Cuve bidulon 3 m³"')` as never })
        .where('sku', '=', 'ZORG-1')
        .execute();
      await backend.refresh();
      expect((await find(backend, { text: 'zorglub' })).total).toBe(0);
      expect((await find(backend, { text: 'bidulon' })).items.map(skuOf)).toEqual(['ZORG-1']);
      await database.db.deleteFrom('products').where('sku', '=', 'ZORG-1').execute();
      await backend.refresh();
      expect((await find(backend, { text: 'bidulon' })).total).toBe(0);
      expect((await backend.productsBySku(['ZORG-1'])).size).toBe(0);
    });

    it('a special price that starts is taken in once between the processes sharing the server', async () => {
      const { backend, database } = subject;
      const starts = new Date(Date.now() + 2_000).toISOString();
      const priced = row('ZORG-P', 'Cuve promotion zorglub');
      const doc = { ...JSON.parse(priced.doc as unknown as string), special_price: 79, special_from_date: starts };
      await database.db
        .insertInto('products')
        .values({
          ...priced,
          id: 990_002,
          url_key: 'cuve-promo',
          url_path: 'accessoires/cuve-promo',
          doc: JSON.stringify(doc) as never,
        })
        .execute();
      await backend.refresh();
      await other.refresh();
      const finalPrice = async (process: SearchBackend) =>
        Number(((await process.productsBySku(['ZORG-P'])).get('ZORG-P') as { final_price?: unknown })?.final_price);
      expect(await finalPrice(backend)).toBe(99);
      // Every change of the index is announced once: count the announcements from now on.
      const announced: string[] = [];
      const stop = await database.listen?.('citerne_search', (revision) => announced.push(revision));
      try {
        await eventually(async () => (await finalPrice(backend)) === 79 && (await finalPrice(other)) === 79);
        // Both processes' timers went off; the second found nothing due any more once the first had priced it.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(announced).toHaveLength(1);
      } finally {
        await stop?.();
        await database.db.deleteFrom('products').where('sku', '=', 'ZORG-P').execute();
        await backend.refresh();
      }
    });

    it('another process hears of a catalogue write and of a stock change, and serves them', async () => {
      const { backend, database } = subject;
      // The output cache the processes share: the one that indexes a write made without the shop's calls empties it.
      const invalidated: string[][] = [];
      registerOutputCache(database, {
        ttlSeconds: 60,
        maxEntryBytes: 1_000_000,
        lookup: async () => ({ value: null, epoch: '0' }),
        store: async () => false,
        invalidate: async (tags) => {
          invalidated.push([...tags]);
          return 0;
        },
        flush: async () => 0,
        close: async () => {},
      });
      // A write with no call at all: the triggers' notification makes the processes take it in.
      await database.db.insertInto('products').values(row('ZORG-2', 'Cuve machinchose 3 m³')).execute();
      await eventually(async () => (await find(other, { text: 'machinchose' })).total === 1);
      await eventually(async () => invalidated.some((tags) => tags.includes('catalog')));
      // A stock change told to one process is served by the other, whose revision moves.
      const before = other.revision;
      await subject.setStock('VA-PVC-40', 0);
      await backend.stockChanged(['VA-PVC-40']);
      await eventually(async () => other.revision !== before);
      const stock = (await other.productsBySku(['VA-PVC-40'])).get('VA-PVC-40')?.stock as { is_in_stock: boolean };
      expect(stock.is_in_stock).toBe(false);
      await subject.setStock('VA-PVC-40', 25);
      await backend.stockChanged(['VA-PVC-40']);
    });

    it("counts a category's visible products again when products change", async () => {
      const { backend, database } = subject;
      const count = async () =>
        Number(
          (await find(backend, { type: 'category', filters: [{ kind: 'term', field: 'id', value: 3 }] })).items[0]
            ?.product_count,
        );
      const before = await count();
      await database.db
        .insertInto('products')
        .values({ ...row('ZORG-3', 'Cuve trucmuche'), id: 990_003 })
        .execute();
      await backend.refresh();
      expect(await count()).toBe(before + 1);
    });

    it('filters, aggregates and sorts as the embedded index: an in-stock filter, colour buckets, price order', async () => {
      const result = await find(subject.backend, {
        text: 'citerne',
        filters: [{ kind: 'range', field: 'price', ranges: [{ from: 100, to: 2_000 }] }],
        aggregations: ['color', 'price'],
        sort: { field: 'price', order: 'asc' },
        size: 50,
      });
      const prices = result.items.map((item) => Number(item.price_incl_tax));
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(prices.every((price) => price >= 100 && price < 2_000)).toBe(true);
      expect(result.aggregations.agg_terms_color?.buckets.length).toBeGreaterThan(0);
      const inRanges = result.aggregations.agg_range_price?.buckets.reduce((n, bucket) => n + bucket.doc_count, 0);
      expect(inRanges).toBe(result.total);
    });

    it('keeps only the documents that match 75 % of the words (SPEC §9 minimum should match, floor, at least 1)', async () => {
      // 3 words: 2 must match; 4 words: 3 must.
      expect((await find(subject.backend, { text: 'vanne laiton zzqxw', size: 50 })).items.map(skuOf)).toContain(
        'VA-LAI-1',
      );
      expect((await find(subject.backend, { text: 'vanne zzqxw yyqxw', size: 50 })).total).toBe(0);
      expect((await find(subject.backend, { text: 'vanne laiton zzqxw yyqxw', size: 50 })).total).toBe(0);
    });

    it('suggests a word of the catalogue for a text that finds nothing', async () => {
      const result = await find(subject.backend, { text: 'gouttierrrre' });
      expect(result.total).toBe(0);
      expect(JSON.stringify(result.suggestions)).toContain('gouttiere');
    });

    it('refuses to open on the embedded store, naming what it needs', async () => {
      const { openDatabase } = await import('../../db/openDatabase');
      const pglite = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
      await expect(PostgresSearchBackend.open(pglite)).rejects.toThrow(/DATABASE_URL/);
      await pglite.close();
    });
  });
}
