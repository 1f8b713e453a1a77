import { parseSearchQuery } from '@citerne/catalog-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/openDatabase';
import { EmbeddedSearchBackend } from '../search/EmbeddedSearchBackend';
import { loadSeed } from '../seed/loadSeed';
import { openSeededTestDatabase } from '../testing/testDatabases';
import { recordPriceChanges } from './recordPriceChanges';

type Served = Record<string, unknown> & { sku: string; configurable_children?: Served[] };

describe('reference prices of announced reductions (art. L112-1-1)', () => {
  let database: OpenDatabase;
  let search: EmbeddedSearchBackend;
  const product = (sku: string) => {
    const parsed = parseSearchQuery({ filters: [{ kind: 'term', field: 'sku', value: sku }], scope: 'lookup' });
    if (!parsed.success) throw new Error(parsed.message);
    return search.search(parsed.query).items[0] as Served;
  };

  beforeAll(async () => {
    database = await openSeededTestDatabase('pglite');
    search = await EmbeddedSearchBackend.open(database, { now: () => Date.parse('2026-10-10T10:00:00Z') });
  });
  afterAll(async () => {
    search.close();
    await database.close();
  });

  it('strikes through the price charged before the sale, with the percent off it', () => {
    // CS-EP-10: 724,17 € HT since it entered the catalogue, 637,27 € from 1 September 2026: 869 € → 764,72 € TTC, −12 %.
    const tank = product('CS-EP-10');
    expect(tank).toMatchObject({
      reference_price: 724.17,
      reference_price_incl_tax: 869,
      reduction_percent: 12,
      sale: 1,
    });
    expect(tank.configurable_children?.[0]).toMatchObject({ reference_price: 724.17, reduction_percent: 12 });
  });

  it('announces nothing for a price raised just before its sale', () => {
    // KI-GOUT: 57,50 € until 15 September 2026, raised to 65,83 €, "on sale" at 57,50 € from 1 October.
    expect(product('KI-GOUT')).toMatchObject({ reference_price: null, reduction_percent: null, sale: 0 });
  });

  it('leaves products without a special price without a reference', () => {
    expect(product('VA-PVC-50')).toMatchObject({ reference_price: null, reference_price_incl_tax: null, sale: 0 });
  });

  it('records a price change once, keeps history on reload, and dates a first price at the product’s creation', async () => {
    const now = new Date('2026-11-01T00:00:00Z');
    const first = await recordPriceChanges(
      database.db,
      [{ sku: 'TEST-SKU', price: 10, createdAt: '2026-01-01T00:00:00Z' }],
      now,
    );
    expect(first).toBe(1);
    expect(await recordPriceChanges(database.db, [{ sku: 'TEST-SKU', price: 10 }], now)).toBe(0);
    await recordPriceChanges(database.db, [{ sku: 'TEST-SKU', price: 12 }], now);
    const rows = await database.db
      .selectFrom('price_history')
      .select(['price', 'starts_at'])
      .where('sku', '=', 'TEST-SKU')
      .orderBy('starts_at')
      .execute();
    expect(rows.map((row) => [Number(row.price), new Date(row.starts_at).toISOString()])).toEqual([
      [10, '2026-01-01T00:00:00.000Z'],
      [12, '2026-11-01T00:00:00.000Z'],
    ]);
    await loadSeed(database);
    const kept = await database.db.selectFrom('price_history').select('sku').where('sku', '=', 'TEST-SKU').execute();
    expect(kept).toHaveLength(2);
  });
});
