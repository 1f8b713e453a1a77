import { type Kysely, sql } from 'kysely';

/**
 * The attempt limiters' counts (migration 0033): on PostgreSQL a refused login or a contact message is counted there, as
 * the memory store counts it in the process. Security bookkeeping, not shop data: tests that check "the database
 * unchanged" by malformed requests leave these tables out.
 */
export const ATTEMPT_TABLES: readonly string[] = ['attempt_log', 'attempt_trust'];

/**
 * A digest of every row of every table and the value of every sequence, in a deterministic order: two equal digests
 * mean the database holds the same data (md5 of the rows' text, sorted), on PGlite and PostgreSQL alike.
 * @example
 * const before = await databaseDigest(db); ...; expect(await databaseDigest(db)).toEqual(before);
 * databaseDigest(db, { except: ATTEMPT_TABLES });
 */
export async function databaseDigest<DB>(
  db: Kysely<DB>,
  { except = [] }: { except?: readonly string[] } = {},
): Promise<Record<string, string>> {
  const tables = (await db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !except.includes(name))
    .sort();
  const digests: Record<string, string> = {};
  for (const table of tables) {
    const row = await sql<{ digest: string | null; count: string }>`
      select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest, count(*)::text as count
      from ${sql.table(table)} t`.execute(db);
    digests[table] = `${row.rows[0]?.count} rows ${row.rows[0]?.digest}`;
  }
  const sequences = await sql<{ name: string }>`
    select sequence_name as name from information_schema.sequences
    where sequence_schema = current_schema() order by sequence_name`.execute(db);
  for (const { name } of sequences.rows) {
    const row = await sql<{ last_value: string; is_called: boolean }>`
      select last_value::text, is_called from ${sql.table(name)}`.execute(db);
    digests[`sequence ${name}`] = `${row.rows[0]?.last_value} ${row.rows[0]?.is_called}`;
  }
  return digests;
}
