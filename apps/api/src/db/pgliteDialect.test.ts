import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/testDatabases';
import type { OpenDatabase } from './openDatabase';

describe('Kysely over PGlite', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    // The migrated test database (a dump: no initdb); the table is the test's own.
    database = await openTestDatabase('pglite');
    await database.runScript(
      'create table counter (id int primary key, n int not null); insert into counter values (1, 0);',
    );
  });
  afterAll(() => database.close());

  it('runs a write transaction queued behind a crowd of reads before most of them, never interleaved', async () => {
    const finished: string[] = [];
    const reads = Array.from({ length: 40 }, (_, index) =>
      sql`select n from counter`.execute(database.db).then(() => finished.push(`read ${index}`)),
    );
    const writes = Array.from({ length: 3 }, (_, index) =>
      database.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ n: number }>`select n from counter for update`.execute(trx);
        await sql`update counter set n = ${(rows[0]?.n ?? 0) + 1}`.execute(trx);
        finished.push(`write ${index}`);
      }),
    );
    await Promise.all([...reads, ...writes]);
    // The first read held the connection; each write then went before the 39 reads waiting ahead of it, bar one read
    // let through per burst of transactions.
    expect(finished.indexOf('write 2')).toBeLessThan(5);
    const { rows } = await sql<{ n: number }>`select n from counter`.execute(database.db);
    expect(rows[0]?.n).toBe(3);
  });
});
