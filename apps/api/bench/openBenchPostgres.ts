// The PostgreSQL side of `pnpm bench:catalog` (issue 23): a database of its own per catalogue size on the server of
// BENCH_DATABASE_URL, made once (migrated, seeded, and for a generated size its products replaced by the generated
// ones) and kept between runs, so a run measures what a shop process does at start on an existing catalogue.
import pg from 'pg';
import { migrate } from '../src/db/migrate';
import { type OpenDatabase, openDatabase } from '../src/db/openDatabase';
import { loadSeed } from '../src/seed/loadSeed';
import { generateLargeCatalog } from './generateLargeCatalog';

/** The server URL the PostgreSQL runs use, or undefined (they are skipped, saying so). */
export const benchDatabaseUrl = (): string | undefined =>
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The bench database of a catalogue size (`seed` or a number of generated products), created and filled the first
 * time only.
 * @example
 * const database = await openBenchPostgres('100000');
 */
export async function openBenchPostgres(size: string): Promise<OpenDatabase> {
  const server = benchDatabaseUrl();
  if (!server) throw new Error('BENCH_DATABASE_URL is not set');
  const name = `citerne_bench_${size}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!exists) await admin.query(`create database "${name}"`);
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(server, name) });
  if (!exists) {
    await migrate(database);
    await loadSeed(database);
    if (size !== 'seed') {
      const { products } = generateLargeCatalog(Number(size));
      await database.db.deleteFrom('products').execute();
      for (let at = 0; at < products.length; at += 1_000) {
        await database.db
          .insertInto('products')
          .values(
            products.slice(at, at + 1_000).map((doc) => ({
              id: doc.id as number,
              sku: String(doc.sku),
              parent_sku: null,
              type_id: String(doc.type_id),
              name: String(doc.name),
              url_key: String(doc.url_key),
              url_path: String(doc.url_path),
              status: Number(doc.status),
              visibility: Number(doc.visibility),
              doc: JSON.stringify(doc) as never,
              created_at: String(doc.created_at),
              updated_at: String(doc.created_at),
            })),
          )
          .execute();
      }
    }
  }
  return database;
}
