import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listMigrations, migrate } from './migrate';
import { openDatabase } from './openDatabase';

describe('migrations', () => {
  it('are applied once, in version order, and recorded', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    const first = await migrate(database);
    expect(first).toEqual(listMigrations().map((m) => m.version));
    expect(await migrate(database)).toEqual([]);
    await database.close();
  });

  it('a failing migration changes nothing and is not recorded', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
    writeFileSync(join(folder, '0001_good.sql'), 'create table a (id integer primary key);');
    writeFileSync(
      join(folder, '0002_bad.sql'),
      'create table b (id integer primary key); select * from missing_table;',
    );
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    await expect(migrate(database, folder)).rejects.toThrow(/missing_table/);
    const tables = await database.db.introspection.getTables();
    expect(tables.map((t) => t.name).sort()).toEqual(['a', 'schema_migrations']);
    const recorded = await database.db.selectFrom('schema_migrations').select('version').execute();
    expect(recorded).toEqual([{ version: 1 }]);
    await database.close();
  });
});
