import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/openDatabase';
import { openTestDatabase, testBackends } from '../testing/testDatabases';
import { seedReviews } from './seedReviews';

const review = (sku: string, nickname: string) => ({
  sku,
  nickname,
  title: 'Très bien',
  detail: 'Citerne solide, livrée vite.',
  rating: 5,
  created_at: '2025-03-01T10:00:00.000Z',
});

function seedFile(content: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'seed-reviews-')), 'reviews.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
}

describe.each(testBackends)('seeded reviews on %s', (backend) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
    await database.db
      .insertInto('products')
      .values({
        id: 1,
        sku: 'CS-EP-5',
        parent_sku: null,
        type_id: 'simple',
        name: 'Citerne souple 5 m³',
        url_key: 'cs-ep-5',
        status: 1,
        visibility: 4,
        doc: JSON.stringify({ id: 1, sku: 'CS-EP-5' }),
      })
      .execute();
  });
  afterAll(() => database.close());

  const stored = () =>
    database.db.selectFrom('reviews').select(['product_id', 'nickname', 'status', 'source']).orderBy('id').execute();

  it('an invalid seed file stores nothing and throws', async () => {
    const file = seedFile([review('CS-EP-5', 'Anne'), { ...review('CS-EP-5', 'Marc'), rating: 6 }]);
    await expect(seedReviews(database.db, file)).rejects.toThrow();
    expect(await stored()).toEqual([]);
  });

  it('stores the approved reviews of catalogue products once, skipping unknown skus', async () => {
    const file = seedFile([review('CS-EP-5', 'Anne'), review('NOT-IN-CATALOGUE', 'Marc')]);
    expect(await seedReviews(database.db, file)).toBe(1);
    expect(await stored()).toEqual([{ product_id: 1, nickname: 'Anne', status: 'approved', source: 'seed' }]);
    expect(await seedReviews(database.db, file)).toBe(0);
    expect(await stored()).toHaveLength(1);
  });
});
