import { parseSearchQuery, type SearchQuery, type SearchQueryInput } from '@citerne/catalog-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogDocument, SearchBackend } from './SearchBackend';

/** A driver under test, opened on a store that holds the shop's catalogue seed. */
export interface SearchBackendUnderTest {
  readonly backend: SearchBackend;
  /** What the contract relies on in the seed catalogue. */
  readonly fixtures: {
    /** A product that is sold (status 1, visible in search), its name holding `text`, and its url path. */
    readonly product: { readonly sku: string; readonly text: string; readonly urlPath: string };
    /** An active CMS page's identifier. */
    readonly cmsPageIdentifier: string;
  };
  /** Sets the stock of a sku in the store the backend reads its stock from (what an order or an import does). */
  setStock(sku: string, qty: number): Promise<void>;
  close(): Promise<void>;
}

function query(input: SearchQueryInput): SearchQuery {
  const parsed = parseSearchQuery(input);
  if (!parsed.success) throw new Error(parsed.message);
  return parsed.query;
}

const skuOf = (doc: unknown) => String((doc as CatalogDocument).sku);
const priceOf = (doc: unknown) => Number((doc as CatalogDocument).price);

/**
 * The contract every `SearchBackend` driver passes (ARCHITECTURE.md "Backends behind seams"): text search, paging,
 * sorting, filters, the other entity types, URL mapping, CMS lookups, products by sku, tax rules and stock changes,
 * through the interface only. Written once; each driver's test calls it with a factory opening the driver on a
 * seeded store.
 * @example
 * searchBackendContract('embedded on PGlite', () => openEmbeddedSearchForTest('pglite'));
 */
export function searchBackendContract(name: string, open: () => Promise<SearchBackendUnderTest>): void {
  describe(`SearchBackend contract: ${name}`, () => {
    let subject: SearchBackendUnderTest;
    let backend: SearchBackend;
    const find = async (input: SearchQueryInput) => backend.search(query(input));
    beforeAll(async () => {
      subject = await open();
      backend = subject.backend;
    }, 120_000);
    afterAll(async () => {
      backend?.close();
      await subject?.close();
    });

    it('finds a product by a word of its name, and by its sku', async () => {
      const { sku, text } = subject.fixtures.product;
      const byText = await find({ text, size: 50 });
      expect(byText.total).toBeGreaterThanOrEqual(byText.items.length);
      expect(byText.items.map(skuOf)).toContain(sku);
      expect((await find({ text: sku, size: 5 })).items.map(skuOf)).toContain(sku);
    });

    it('pages without overlap: two pages of 3 are the first page of 6', async () => {
      const sort = { field: 'price', order: 'asc' } as const;
      const first = await find({ size: 3, start: 0, sort });
      const second = await find({ size: 3, start: 3, sort });
      const both = await find({ size: 6, start: 0, sort });
      expect(first.perPage).toBe(3);
      expect(second.start).toBe(3);
      expect([...first.items, ...second.items].map(skuOf)).toEqual(both.items.map(skuOf));
      expect(first.total).toBe(both.total);
    });

    it('sorts by price in both orders', async () => {
      const ascending = (await find({ size: 20, sort: { field: 'price', order: 'asc' } })).items.map(priceOf);
      const descending = (await find({ size: 20, sort: { field: 'price', order: 'desc' } })).items.map(priceOf);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
    });

    it('a term filter on the sku keeps that product only', async () => {
      const { sku } = subject.fixtures.product;
      const result = await find({ scope: 'lookup', filters: [{ kind: 'term', field: 'sku', value: sku }] });
      expect(result.items.map(skuOf)).toEqual([sku]);
      expect(result.total).toBe(1);
    });

    it('serves the other entity types: categories and tax rules', async () => {
      expect((await find({ type: 'category', size: 10 })).total).toBeGreaterThan(0);
      expect((await find({ type: 'taxrule' })).total).toBeGreaterThan(0);
      expect((await backend.taxRules()).length).toBeGreaterThan(0);
    });

    it("maps a product's url path to it, and an unknown path to nothing", async () => {
      const { sku, urlPath } = subject.fixtures.product;
      const target = await backend.mapUrl(urlPath);
      expect(target?._type).toBe('product');
      expect(target?._source.sku).toBe(sku);
      expect(await backend.mapUrl('/no/such/page-anywhere')).toBeNull();
    });

    it('finds a CMS page by identifier and by id, and nothing for an unknown one', async () => {
      const identifier = subject.fixtures.cmsPageIdentifier;
      const page = await backend.cmsDocument('cms_page', identifier);
      expect(page?.identifier).toBe(identifier);
      expect((await backend.cmsDocument('cms_page', String(page?.id)))?.identifier).toBe(identifier);
      expect(await backend.cmsDocument('cms_page', 'no-such-page-anywhere')).toBeNull();
      expect(await backend.cmsDocument('cms_block', 'no-such-block-anywhere')).toBeNull();
    });

    it('gives the product documents of the skus that exist', async () => {
      const { sku } = subject.fixtures.product;
      const found = await backend.productsBySku([sku, 'NO-SUCH-SKU-CONTRACT']);
      expect([...found.keys()]).toEqual([sku]);
      expect(found.get(sku)?.sku).toBe(sku);
    });

    it('takes a stock change into the served documents and the revision', async () => {
      const { sku } = subject.fixtures.product;
      const before = backend.revision;
      await subject.setStock(sku, 0);
      await backend.stockChanged([sku]);
      const stock = (await backend.productsBySku([sku])).get(sku)?.stock as { is_in_stock?: boolean } | undefined;
      expect(stock?.is_in_stock).toBe(false);
      expect(backend.revision).not.toBe(before);
      await subject.setStock(sku, 25);
      await backend.stockChanged([sku]);
      const back = (await backend.productsBySku([sku])).get(sku)?.stock as { is_in_stock?: boolean } | undefined;
      expect(back?.is_in_stock).toBe(true);
    });

    it('a refresh keeps serving the same catalogue', async () => {
      const before = (await find({ size: 10, sort: { field: 'price', order: 'asc' } })).items.map(skuOf);
      await backend.refresh();
      expect((await find({ size: 10, sort: { field: 'price', order: 'asc' } })).items.map(skuOf)).toEqual(before);
    });
  });
}
