import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedDatabaseThread } from './EmbeddedDatabaseThread';
import { pgliteDatabase } from './pgliteDatabase';

describe('EmbeddedDatabaseThread', () => {
  const folder = mkdtempSync(join(tmpdir(), 'citerne-pglite-worker-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('answers queries with typed rows and affected counts, and PostgreSQL errors with their fields', async () => {
    const client = new EmbeddedDatabaseThread(join(folder, 'a'), PGlite.defaultStartParams);
    await client.waitReady;
    await client.exec('create table t (id int primary key, at timestamptz, doc jsonb)');
    const inserted = await client.query('insert into t values ($1, $2, $3)', [
      1,
      new Date('2025-06-02T10:00:00Z'),
      { a: 1 },
    ]);
    expect(inserted.affectedRows).toBe(1);
    const { rows } = await client.query<{ id: number; at: Date; doc: unknown }>('select * from t');
    expect(rows).toEqual([{ id: 1, at: new Date('2025-06-02T10:00:00Z'), doc: { a: 1 } }]);
    const duplicate = await client.query('insert into t (id) values (1)').catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 't_pkey' });
    await client.close();
    expect(client.closed).toBe(true);
    await expect(client.query('select 1')).rejects.toThrow('closed');
  });

  it('keeps what was written in its data folder, and Kysely transactions whole', async () => {
    const path = join(folder, 'b');
    const first = pgliteDatabase(new EmbeddedDatabaseThread(path, PGlite.defaultStartParams));
    await first.runScript('create table n (v int)');
    await first.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('n' as never)
        .values({ v: 1 } as never)
        .execute();
      await trx
        .insertInto('n' as never)
        .values({ v: 2 } as never)
        .execute();
    });
    const failed = first.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('n' as never)
          .values({ v: 3 } as never)
          .execute();
        throw new Error('rolled back');
      })
      .catch((error: Error) => error.message);
    await expect(failed).resolves.toBe('rolled back');
    await first.close();
    const again = pgliteDatabase(new EmbeddedDatabaseThread(path, PGlite.defaultStartParams));
    const values = await again.db
      .selectFrom('n' as never)
      .select('v' as never)
      .execute();
    expect(values).toEqual([{ v: 1 }, { v: 2 }]);
    await again.close();
  });
});
