import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/openDatabase';
import { openSeededTestDatabase, testBackends } from '../testing/testDatabases';
import { syncStockFromCatalogue } from './syncStockFromCatalogue';

describe.each(testBackends)('syncStockFromCatalogue on %s', (kind) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openSeededTestDatabase(kind);
  }, 120_000);
  afterAll(() => database?.close());

  it('creates the rows of every sku once, children included, and leaves existing quantities alone', async () => {
    const created = await syncStockFromCatalogue(database.db);
    expect(created).toBeGreaterThan(0);
    const child = await database.db
      .selectFrom('stock_items')
      .select('qty')
      .where('sku', '=', 'CS-EP-10-VERT')
      .executeTakeFirst();
    expect(child).toBeDefined();
    await database.db.updateTable('stock_items').set({ qty: 3 }).where('sku', '=', 'CS-EP-10-VERT').execute();
    // A start on a synced catalogue has nothing to do.
    expect(await syncStockFromCatalogue(database.db)).toBe(0);
    // A child that lost its row gets it back, and only it.
    await database.db.deleteFrom('stock_items').where('sku', 'in', ['CS-EP-10-NOIR', 'VA-PVC-40']).execute();
    expect(await syncStockFromCatalogue(database.db)).toBe(2);
    const kept = await database.db
      .selectFrom('stock_items')
      .select('qty')
      .where('sku', '=', 'CS-EP-10-VERT')
      .executeTakeFirst();
    expect(kept?.qty).toBe(3);
  });
});
