import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { EmbeddedDatabaseThread } from './EmbeddedDatabaseThread';
import { pgliteDatabase } from './pgliteDatabase';
import type { Database } from './schema';

/** An open database: the typed query layer plus what migrations need. */
export interface OpenDatabase {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Kysely<Database>;
  /** Runs a multi-statement SQL script (migration files); never used with outside input. A failed script is rolled back. */
  runScript(script: string): Promise<void>;
  /**
   * PostgreSQL servers only: calls `onMessage` with the payload of each notification on `channel` (`NOTIFY`), on a
   * connection of its own; the answer stops listening. Processes sharing the server tell each other of changes so.
   */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseLocation = { kind: 'pglite'; dataDir: string | 'memory' } | { kind: 'postgres'; url: string };

/**
 * Opens the embedded PGlite database (a folder under `data/`, or in memory for tests)
 * or a PostgreSQL server: the same SQL runs on both.
 * @example
 * const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
 * await database.close();
 */
export async function openDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
  if (location.kind === 'postgres') {
    // A search's matches (on a large catalogue a common word matches a third of it) are sorted and aggregated in
    // memory: at PostgreSQL's default 4 MB of work memory they spilled to temporary files (issue 23, bench:catalog).
    const pool = new pg.Pool({ connectionString: location.url, max: 10, options: '-c work_mem=16MB' });
    // An idle connection the server ends (a restart, a failover, an administrator's command) is reported by the pool
    // as an 'error' event, which without a listener ended the whole process. The pool drops that connection and
    // opens another for the next query: a warning is enough.
    pool.on('error', (error) => console.warn(`PostgreSQL: an idle connection was closed (${error.message})`));
    return {
      kind: 'postgres',
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      async runScript(script) {
        const client = await pool.connect();
        try {
          await client.query(script);
        } catch (error) {
          // A failed script leaves its transaction open on this connection: end it before release.
          await client.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
      async listen(channel, onMessage) {
        if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
        const client = new pg.Client({ connectionString: location.url });
        // A listener closed by the server is reported, not fatal: its owner polls as well.
        client.on('error', (error) =>
          console.warn(`PostgreSQL: the ${channel} listener was closed (${error.message})`),
        );
        client.on('notification', (message) => {
          if (message.channel === channel) onMessage(message.payload ?? '');
        });
        await client.connect();
        await client.query(`listen ${channel}`);
        return async () => {
          await client.end().catch(() => undefined);
        };
      },
      async close() {
        await pool.end();
      },
    };
  }
  if (location.dataDir === 'memory') return pgliteDatabase(await openMemoryPglite());
  const folder = join(location.dataDir, 'pglite');
  mkdirSync(folder, { recursive: true });
  // The data folder's database, as the shop opens it: on its own thread (EmbeddedDatabaseThread).
  const client = new EmbeddedDatabaseThread(folder, PGLITE_OPTIONS.startParams);
  await client.waitReady;
  return pgliteDatabase(client);
}

/**
 * PostgreSQL's buffer pool inside PGlite's WebAssembly memory, which never shrinks: at the default 128 MB it held
 * about 110 MB of the shop process's resident memory once the catalogue was read (issue 21, the 300 MB budget).
 * The shop's database is a few megabytes; pages past the pool are read again from the data folder through the
 * operating system's file cache.
 */
const PGLITE_SHARED_BUFFERS = '16MB';
const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] };

/**
 * An in-memory PGlite with the shop's settings: empty, or started from a dump of a data folder (`dumpDataDir`), which
 * skips PGlite's `initdb` (the tests' databases start from dumps).
 * @example
 * const client = await openMemoryPglite(dump);
 */
export function openMemoryPglite(loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({ ...PGLITE_OPTIONS, ...(loadDataDir ? { loadDataDir } : {}) });
}
