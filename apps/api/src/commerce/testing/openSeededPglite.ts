import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { OpenDatabase } from '../../db/openDatabase';
import { pgliteDatabase } from '../../db/pgliteDatabase';
import { templateKey } from '../../testing/templateKey';
import { buildCommerceDatabase } from './buildCommerceDatabase';

/**
 * An in-memory PGlite database, migrated, with the catalogue seed, the commerce fixtures, the stock
 * and the seeded reviews. Initialising PGlite and loading the seed takes seconds on a busy machine, so
 * the first test file builds the database once and keeps a dump of it in the temp folder, keyed by
 * the migrations, seed files and sources; the other test files start from that dump.
 * @example
 * const database = await openSeededPglite();
 */
export async function openSeededPglite(): Promise<OpenDatabase> {
  const file = join(tmpdir(), `citerne-commerce-${templateKey()}.tar`);
  if (existsSync(file)) {
    return pgliteDatabase(await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) }));
  }
  const client = await PGlite.create();
  const database = pgliteDatabase(client);
  await buildCommerceDatabase(database);
  const dump = await client.dumpDataDir('none');
  // Written aside then renamed: a test file starting meanwhile never reads half a dump.
  const partial = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (/^citerne-commerce-[0-9a-f]{16}\.tar$/.test(name) && path !== file) rmSync(path, { force: true });
  }
  return database;
}
