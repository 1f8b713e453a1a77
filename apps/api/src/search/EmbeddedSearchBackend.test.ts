import {
  createCatalogSearchConfig,
  parseSearchQuery,
  type SearchQuery,
  type SearchQueryInput,
} from '@citerne/catalog-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/openDatabase';
import { openSeededTestDatabase } from '../testing/testDatabases';
import { EmbeddedSearchBackend } from './EmbeddedSearchBackend';
import { SearchRequestError } from './runSearch';

function query(input: SearchQueryInput): SearchQuery {
  const parsed = parseSearchQuery(input);
  if (!parsed.success) throw new Error(parsed.message);
  return parsed.query;
}

type Item = Record<string, unknown> & { sku: string; name: string };

describe('embedded search backend on the seed catalogue', () => {
  let database: OpenDatabase;
  let search: EmbeddedSearchBackend;
  const find = (input: SearchQueryInput) => search.search(query(input));
  const skus = (input: SearchQueryInput) => find(input).items.map((item) => (item as Item).sku);

  beforeAll(async () => {
    database = await openSeededTestDatabase('pglite');
    search = await EmbeddedSearchBackend.open(database, { now: () => Date.parse('2026-11-21T10:00:00Z') });
  });
  afterAll(async () => {
    search.close();
    await database.close();
  });

  describe('full text (SPEC §9 "Search")', () => {
    it('finds "réserve incendie" typed without accents', () => {
      const result = find({ text: 'reserve incendie', size: 5 });
      expect(result.total).toBeGreaterThan(5);
      expect((result.items[0] as Item).name).toMatch(/réserve incendie/i);
    });

    it('tolerates typos (fuzziness 2)', () => {
      expect((find({ text: 'reserve incedie' }).items[0] as Item).name).toMatch(/réserve incendie/i);
      expect((find({ text: 'citrene souple' }).items[0] as Item).name).toMatch(/citerne souple/i);
    });

    it('finds a singular from a plural ("citernes" finds "citerne")', () => {
      expect(find({ text: 'citernes' }).total).toBe(find({ text: 'citerne' }).total);
      expect(find({ text: 'citernes' }).total).toBeGreaterThan(40);
    });

    it('ranks a name match above a category-name match (boosts name 4, category 1)', () => {
      const names = find({ text: 'pompe', size: 3 }).items.map((item) => (item as Item).name);
      expect(names.every((name) => /pompe/i.test(name))).toBe(true);
    });

    it('finds a product by its sku (boost 2)', () => {
      expect(skus({ text: 'CS-EP-10' })[0]).toBe('CS-EP-10');
    });

    it('needs most query terms to match (minimum should match 75 %)', () => {
      const all = find({ text: 'citerne eau pluie 10', size: 500 }).items as Item[];
      expect(all.length).toBeGreaterThan(0);
      expect(
        all.every(
          (item) =>
            ['citerne', 'eau', 'pluie', '10'].filter((t) => `${item.name} ${item.sku}`.toLowerCase().includes(t))
              .length >= 2,
        ),
      ).toBe(true);
    });

    it('a text matching nothing gives no results and did-you-mean suggestions', () => {
      const result = find({ text: 'zzqxw' });
      expect(result.total).toBe(0);
      expect(result.items).toEqual([]);
    });

    it('text search on a type without text fields is refused', () => {
      expect(() => find({ type: 'taxrule', text: 'tva normale' })).toThrow(SearchRequestError);
    });
  });

  describe('visitor rules (SPEC §5)', () => {
    it('the search scope never shows disabled or not-visible-individually products', () => {
      const items = find({ text: 'citerne', size: 500 }).items as Item[];
      expect(items.some((item) => item.status === 2)).toBe(false);
      expect(items.some((item) => item.visibility === 1)).toBe(false);
      expect(skus({ text: 'ancienne gamme', size: 500 })).not.toContain('CS-EP-25-OLD');
    });

    it('a client filter cannot widen the visitor filters', () => {
      expect(find({ filters: [{ kind: 'term', field: 'visibility', value: 1 }] }).total).toBe(0);
      expect(find({ filters: [{ kind: 'term', field: 'status', value: 2 }] }).total).toBe(0);
    });

    it('a lookup by sku sees children and disabled products, for the loading rules', () => {
      expect(skus({ scope: 'lookup', filters: [{ kind: 'term', field: 'sku', value: 'CS-EP-10-VERT' }] })).toEqual([
        'CS-EP-10-VERT',
      ]);
      expect(
        find({ scope: 'lookup', filters: [{ kind: 'term', field: 'sku', value: 'CS-EP-25-OLD' }] }).items[0],
      ).toMatchObject({
        status: 2,
      });
    });

    it('out-of-stock products are listed by default and hidden when the config says so', async () => {
      const outOfStock = {
        scope: 'lookup' as const,
        filters: [{ kind: 'term' as const, field: 'sku', value: 'PO-MOTO-3' }],
      };
      expect(find(outOfStock).items[0]).toMatchObject({ stock: { is_in_stock: false } });
      expect(skus({ text: 'motopompe' })).toContain('PO-MOTO-3');
      const strict = await EmbeddedSearchBackend.open(database, {
        config: createCatalogSearchConfig({ listOutOfStockProducts: false }),
      });
      expect(strict.search(query({ text: 'motopompe' })).items).toEqual([]);
      strict.close();
    });
  });

  describe('filters, sort, paging, aggregations', () => {
    const fire = { kind: 'term' as const, field: 'category_ids', value: 13 };

    it('a term filter on a category lists its products (8 tanks and 2 packs)', () => {
      const items = find({ scope: 'catalog', filters: [fire], size: 100 }).items as Item[];
      expect(items.length).toBe(10);
      expect(items.every((item) => (item.category_ids as number[]).includes(13))).toBe(true);
    });

    it('a configurable product is found by its children colours', () => {
      const sable = skus({ scope: 'catalog', filters: [fire, { kind: 'term', field: 'color', value: 51 }], size: 100 });
      expect(sable).toContain('CS-RI-120');
      const blue = skus({ scope: 'catalog', filters: [fire, { kind: 'term', field: 'color', value: 53 }] });
      expect(blue).toEqual([]);
    });

    it('a range filter keeps prices from (included) to (excluded), incl. tax', () => {
      const items = find({ filters: [{ kind: 'range', field: 'price', ranges: [{ from: 50, to: 100 }] }], size: 500 })
        .items as Item[];
      expect(items.length).toBeGreaterThan(0);
      expect(
        items.every((item) => (item.price_incl_tax as number) >= 50 && (item.price_incl_tax as number) < 100),
      ).toBe(true);
    });

    it('sorts by price ascending and descending', () => {
      const asc = (
        find({ filters: [fire], scope: 'catalog', sort: { field: 'price', order: 'asc' } }).items as Item[]
      ).map((item) => item.price_incl_tax as number);
      expect(asc).toEqual([...asc].sort((a, b) => a - b));
      const desc = (
        find({ filters: [fire], scope: 'catalog', sort: { field: 'price', order: 'desc' } }).items as Item[]
      ).map((item) => item.price_incl_tax as number);
      expect(desc).toEqual([...asc].reverse());
    });

    it('sorts by position in the filtered category by default', () => {
      expect(skus({ filters: [fire], scope: 'catalog', size: 3 })).toEqual(['CS-RI-30', 'CS-RI-60', 'CS-RI-80']);
    });

    it('sorts by newest first for the home page (created_at descending)', () => {
      const dates = (find({ sort: { field: 'created_at', order: 'desc' }, size: 8 }).items as Item[]).map((i) =>
        String(i.created_at),
      );
      expect(dates).toHaveLength(8);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('pages with start and size, and reports the total', () => {
      const all = skus({ scope: 'catalog', filters: [fire], size: 10 });
      const page = find({ scope: 'catalog', filters: [fire], start: 2, size: 3 });
      expect(page.items.map((i) => (i as Item).sku)).toEqual(all.slice(2, 5));
      expect(page).toMatchObject({ total: 10, start: 2, perPage: 3 });
    });

    it('aggregates option ids (10 buckets at most) and the price ranges over all matches', () => {
      const result = find({
        scope: 'catalog',
        filters: [{ kind: 'term', field: 'category_ids', value: 10 }],
        aggregations: ['volume', 'price'],
        size: 1,
      });
      expect(result.aggregations.agg_terms_volume?.buckets.length).toBe(10);
      const ranges = result.aggregations.agg_range_price?.buckets ?? [];
      expect(ranges.map((b) => b.key)).toEqual(['0-50', '50-100', '100-150', '150-']);
      expect(ranges.reduce((sum, b) => sum + b.doc_count, 0)).toBe(result.total);
      expect(result.attributeMetadata.find((a) => a.attribute_code === 'volume')?.frontend_label).toBe('Volume');
    });

    it('refuses a filter or an aggregation on an unknown field', () => {
      expect(() => find({ filters: [{ kind: 'term', field: 'password', value: 1 }] })).toThrow(
        /cannot filter product on "password"/,
      );
      expect(() => find({ aggregations: ['description'] })).toThrow(/cannot aggregate product on "description"/);
    });

    it('include and exclude shape the items', () => {
      const [item] = find({ text: 'pompe', size: 1, include: ['sku', 'name', 'stock.qty'] }).items;
      expect(Object.keys(item ?? {}).sort()).toEqual(['name', 'sku', 'stock']);
    });
  });

  describe('other entity types', () => {
    it('serves categories sorted by position, CMS blocks by identifier and tax rules by country', () => {
      expect(
        find({ type: 'category', filters: [{ kind: 'term', field: 'parent_id', value: 10 }] }).items.map((c) => c.name),
      ).toEqual([
        'Eau de pluie',
        'Eau potable ACS',
        'Réserve incendie',
        'Agricole et irrigation',
        'Effluents',
        'Hydrocarbures',
        'Sur mesure',
      ]);
      expect(
        find({ type: 'cms_block', filters: [{ kind: 'term', field: 'identifier', value: 'modal-all-page' }] }).items[0],
      ).toMatchObject({ active: false });
      const rules = find({
        type: 'taxrule',
        filters: [{ kind: 'term', field: 'rates.tax_country_id', value: 'DE' }],
      }).items;
      expect(rules).toHaveLength(2);
    });

    it('counts the visible products of each category', () => {
      const [fireCategory] = find({ type: 'category', filters: [{ kind: 'term', field: 'id', value: 13 }] }).items;
      expect(fireCategory?.product_count).toBe(10);
    });

    it('prices products with the tax rules: 20 % in France, 5.5 % for e-books', () => {
      const [tank] = find({ scope: 'lookup', filters: [{ kind: 'term', field: 'sku', value: 'CS-RI-30' }] }).items;
      expect(tank?.price_incl_tax).toBeCloseTo((tank?.price as number) * 1.2, 1);
      const [ebook] = find({ scope: 'lookup', filters: [{ kind: 'term', field: 'sku', value: 'DOC-GUIDE-EP' }] }).items;
      expect(ebook?.price_incl_tax).toBe(9.9);
    });

    it('applies a special price inside its dates and ignores an expired one', () => {
      const [active] = find({ scope: 'lookup', filters: [{ kind: 'term', field: 'sku', value: 'CS-EP-10' }] }).items;
      expect(active?.special_price).toBeGreaterThan(0);
      expect(active?.price_incl_tax).toBeLessThan(active?.original_price_incl_tax as number);
      const [expired] = find({ scope: 'lookup', filters: [{ kind: 'term', field: 'sku', value: 'CS-RI-60' }] }).items;
      expect(expired?.special_price).toBe(0);
    });
  });

  describe('keeping the index current', () => {
    it('a stock change reaches the in-stock filter and the parent at once', async () => {
      const child = 'CS-HY-5-NOIR';
      const before = search.revision;
      await database.db
        .updateTable('products')
        .set({ doc: JSON.stringify({ ...(await docOf(child)), stock: { qty: 0, is_in_stock: false } }) })
        .where('sku', '=', child)
        .execute();
      await search.stockChanged([child]);
      expect(search.revision).not.toBe(before);
      const [parent] = find({ scope: 'lookup', filters: [{ kind: 'term', field: 'sku', value: 'CS-HY-5' }] }).items;
      expect(parent?.stock).toMatchObject({ is_in_stock: false });
      expect(
        find({
          filters: [
            { kind: 'term', field: 'sku', value: 'CS-HY-5' },
            { kind: 'term', field: 'stock.is_in_stock', value: true },
          ],
        }).total,
      ).toBe(0);
    });

    it('a stock source of the commerce platform wins over the documents', async () => {
      const withSource = await EmbeddedSearchBackend.open(database, {
        stock: async () => [{ sku: 'VA-PVC-40', qty: 0, is_in_stock: false }],
      });
      expect(withSource.snapshot.productsBySku.get('VA-PVC-40')?.stock).toMatchObject({ qty: 0, is_in_stock: false });
      withSource.close();
    });

    it('takes stock changes made close together in one go, each caller waiting until the index holds its own', async () => {
      const asked: (readonly string[] | null)[] = [];
      const levels = new Map([
        ['VA-PVC-40', 5],
        ['VA-PVC-50', 5],
      ]);
      const batched = await EmbeddedSearchBackend.open(database, {
        stockBatchMs: 20,
        stock: async (skus) => {
          asked.push(skus);
          return [...levels]
            .filter(([sku]) => skus === null || skus.includes(sku))
            .map(([sku, qty]) => ({ sku, qty, is_in_stock: qty > 0 }));
        },
      });
      asked.length = 0;
      levels.set('VA-PVC-40', 0);
      const first = batched.stockChanged(['VA-PVC-40']);
      levels.set('VA-PVC-50', 0);
      const second = batched.stockChanged(['VA-PVC-50', 'VA-PVC-40']);
      await Promise.all([first, second]);
      expect(asked).toEqual([['VA-PVC-40', 'VA-PVC-50']]);
      for (const sku of ['VA-PVC-40', 'VA-PVC-50'])
        expect(batched.snapshot.productsBySku.get(sku)?.stock).toMatchObject({ qty: 0, is_in_stock: false });
      // A change after the batch was taken in is a batch of its own, read afresh.
      levels.set('VA-PVC-40', 3);
      await batched.stockChanged(['VA-PVC-40']);
      expect(asked).toEqual([['VA-PVC-40', 'VA-PVC-50'], ['VA-PVC-40']]);
      expect(batched.snapshot.productsBySku.get('VA-PVC-40')?.stock).toMatchObject({ qty: 3, is_in_stock: true });
      batched.close();
    });

    it('a catalogue change is picked up by refresh', async () => {
      await database.db
        .updateTable('products')
        .set({ status: 2, doc: JSON.stringify({ ...(await docOf('VA-PVC-63')), status: 2 }) })
        .where('sku', '=', 'VA-PVC-63')
        .execute();
      expect(skus({ text: 'vanne PVC DN63' })).toContain('VA-PVC-63');
      await search.refresh();
      expect(skus({ text: 'vanne PVC DN63' })).not.toContain('VA-PVC-63');
    });
  });

  async function docOf(sku: string) {
    const row = await database.db.selectFrom('products').select('doc').where('sku', '=', sku).executeTakeFirstOrThrow();
    return row.doc;
  }
});
