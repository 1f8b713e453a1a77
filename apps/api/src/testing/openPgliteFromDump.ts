import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type OpenDatabase, openMemoryPglite } from '../db/openDatabase';
import { pgliteDatabase } from '../db/pgliteDatabase';
import { templateKey } from './templateKey';

/** The test databases kept as dumps: migrated only, with the catalogue seed, or with the commerce fixtures too. */
export type TestDatabaseContent = 'migrated' | 'seeded' | 'commerce';

/**
 * An in-memory PGlite database with `content`, started from a dump of it in the temp folder. PGlite's first start
 * runs `initdb` inside WebAssembly: 4 s of CPU on the 2-core CI machine, against 1.3 s to start from a dump, and a
 * hundred test files open one. The first test file to ask builds the database with `build` and leaves its dump; the
 * others start from it. Dumps are named by `templateKey` (migrations, seed files, sources, the day), older ones of the
 * same content removed.
 * @example
 * const database = await openPgliteFromDump('migrated', migrate);
 */
export async function openPgliteFromDump(
  content: TestDatabaseContent,
  build: (database: OpenDatabase) => Promise<void>,
): Promise<OpenDatabase> {
  const file = join(tmpdir(), `citerne-${content}-${templateKey()}.tar`);
  if (existsSync(file)) return pgliteDatabase(await openMemoryPglite(new Blob([readFileSync(file)])));
  const client = await openMemoryPglite();
  const database = pgliteDatabase(client);
  await build(database);
  const dump = await client.dumpDataDir('none');
  // Written aside then renamed: a test file starting meanwhile never reads half a dump.
  const partial = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  const stale = new RegExp(`^citerne-${content}-[0-9a-f]{16}\\.tar$`);
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (stale.test(name) && path !== file) rmSync(path, { force: true });
  }
  return database;
}
