import { Kysely } from 'kysely';
import type { EmbeddedClient } from './EmbeddedClient';
import { PGliteDialect } from './pgliteDialect';
import type { Database } from './schema';

/**
 * An open PGlite client as an `OpenDatabase`: the typed query layer on it, and scripts run with
 * `exec` (a failed script's transaction is rolled back). The return type is inferred, not named:
 * `openDatabase` imports this file, so naming its interface here would be an import cycle.
 * @example
 * const database = pgliteDatabase(await PGlite.create());
 * await database.close();
 */
export function pgliteDatabase(client: EmbeddedClient) {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return {
    kind: 'pglite' as const,
    db,
    async runScript(script: string): Promise<void> {
      try {
        await client.exec(script);
      } catch (error) {
        // A failed script leaves its transaction aborted: end it (a no-op warning otherwise).
        await client.exec('rollback').catch(() => undefined);
        throw error;
      }
    },
    async close(): Promise<void> {
      await db.destroy();
    },
  };
}
