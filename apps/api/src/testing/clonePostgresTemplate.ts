import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type OpenDatabase, openDatabase } from '../db/openDatabase';
import type { TestDatabaseContent } from './openPgliteFromDump';
import { templateKey } from './templateKey';

/** A PostgreSQL identifier this module made itself (letters, digits, underscores): safe to put in SQL. */
const quote = (name: string) => {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a test database name: ${name}`);
  return `"${name}"`;
};

/** The URL of the server's database `name`. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database of its own on the PostgreSQL server of `serverUrl`, copied from a template database that
 * `build` fills once per content (`templateKey`: migrations, seed files and sources): `CREATE DATABASE … TEMPLATE`
 * copies files, where migrating and seeding each test file's database took a second or more. Test files running at
 * once build the template once (an advisory lock); templates of older contents are dropped when a new one is made.
 * Closing the database drops it.
 * @example
 * const database = await clonePostgresTemplate(url, 'migrated', (db) => migrate(db));
 */
export async function clonePostgresTemplate(
  serverUrl: string,
  name: TestDatabaseContent,
  build: (database: OpenDatabase) => Promise<void>,
): Promise<OpenDatabase> {
  const prefix = `citerne_tpl_${name}_`;
  const template = `${prefix}${templateKey()}`;
  const copy = `citerne_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, async (admin) => {
    const exists = async () =>
      (await admin.query('select 1 from pg_database where datname = $1', [template])).rowCount === 1;
    if (!(await exists())) {
      await admin.query('select pg_advisory_lock(hashtext($1))', [prefix]);
      try {
        if (!(await exists())) await buildTemplate(admin, serverUrl, template, build);
        const stale = await admin.query<{ datname: string }>(
          'select datname from pg_database where starts_with(datname, $1) and datname <> $2',
          [prefix, template],
        );
        // Another checkout may still be copying an older template: it stays until its copies are done.
        for (const { datname } of stale.rows)
          await admin.query(`drop database ${quote(datname)}`).catch(() => undefined);
      } finally {
        await admin.query('select pg_advisory_unlock(hashtext($1))', [prefix]);
      }
    }
    await admin.query(`create database ${quote(copy)} template ${quote(template)}`);
  });
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, copy) });
  return {
    ...database,
    async close() {
      await database.close();
      await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${quote(copy)} with (force)`));
    },
  };
}

/** Builds the template under a working name and renames it when complete, so no test ever copies half of one. */
async function buildTemplate(
  admin: pg.Client,
  serverUrl: string,
  template: string,
  build: (database: OpenDatabase) => Promise<void>,
): Promise<void> {
  const working = `${template}_wip`;
  await admin.query(`drop database if exists ${quote(working)} with (force)`);
  await admin.query(`create database ${quote(working)}`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, working) });
  try {
    await build(database);
  } finally {
    await database.close();
  }
  await admin.query(`alter database ${quote(working)} rename to ${quote(template)}`);
}
