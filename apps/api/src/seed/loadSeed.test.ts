import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../config/packageRoot';
import type { OpenDatabase } from '../db/openDatabase';
import { openTestDatabase } from '../testing/testDatabases';
import { loadSeed, SeedError } from './loadSeed';

describe('seed catalogue', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  it('loads the French catalogue: categories, 150+ visible products of every type, CMS and store content', async () => {
    const summary = await loadSeed(database);
    expect(summary.categories).toBeGreaterThanOrEqual(20);
    expect(summary.stores.sort()).toEqual(['de', 'fr', 'it']);
    const visible = await database.db
      .selectFrom('products')
      .select(['type_id'])
      .where('status', '=', 1)
      .where('visibility', 'in', [2, 3, 4])
      .execute();
    expect(visible.length).toBeGreaterThanOrEqual(150);
    expect(new Set(visible.map((row) => row.type_id))).toEqual(
      new Set(['simple', 'configurable', 'bundle', 'grouped', 'virtual', 'downloadable']),
    );
    const cgv = await database.db
      .selectFrom('cms_pages')
      .select('doc')
      .where('identifier', '=', 'conditions-generales-de-vente')
      .executeTakeFirstOrThrow();
    expect(String(cgv.doc.content)).toMatch(/quatorze \(14\) jours/);
    expect(String(cgv.doc.content)).toMatch(/confectionnés selon les spécifications du consommateur/);
  });

  it('a bad seed file is refused naming the file and field, and changes nothing', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'seed-'));
    cpSync(join(packageRoot, 'seed'), folder, { recursive: true, filter: (path) => !path.includes('images') });
    writeFileSync(join(folder, 'catalog', 'products.json'), JSON.stringify([{ id: 1, sku: 'X', name: 'X' }]));
    await expect(loadSeed(database, folder)).rejects.toThrow(SeedError);
    await expect(loadSeed(database, folder)).rejects.toThrow(/products\.json: 0\.type_id/);
    const count = await database.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(150);
  });
});
