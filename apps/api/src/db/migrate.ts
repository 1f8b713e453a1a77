import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../config/packageRoot';
import type { OpenDatabase } from './openDatabase';

const migrationFile = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** The versioned SQL files of `apps/api/migrations`, in order. */
export function listMigrations(folder = join(packageRoot, 'migrations')) {
  return readdirSync(folder)
    .map((file) => migrationFile.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([file, version, name]) => ({
      version: Number(version),
      name: String(name),
      path: join(folder, String(file)),
    }))
    .sort((a, b) => a.version - b.version);
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own
 * transaction, and returns the versions it applied.
 */
export async function migrate(database: OpenDatabase, folder?: string): Promise<number[]> {
  await database.runScript(
    'create table if not exists schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())',
  );
  const applied = new Set(
    (await database.db.selectFrom('schema_migrations').select('version').execute()).map((row) => row.version),
  );

  const done: number[] = [];
  for (const migration of listMigrations(folder)) {
    if (applied.has(migration.version)) continue;
    const script = readFileSync(migration.path, 'utf8');
    // One transaction per file, recorded inside it, under an advisory lock so two
    // processes starting together never apply the same file twice. Version and name
    // come from the file name pattern above (digits and [a-z0-9_] only).
    const applyScript = database.runScript(
      [
        'begin;',
        'select pg_advisory_xact_lock(727274);',
        script,
        ';',
        `insert into schema_migrations (version, name) values (${migration.version}, '${migration.name}') on conflict do nothing;`,
        'commit;',
      ].join('\n'),
    );
    try {
      await applyScript;
    } catch (error) {
      // Another process applied it while this one waited for the lock: fine.
      if (!(await isApplied(database, migration.version))) throw error;
      continue;
    }
    done.push(migration.version);
  }
  return done;
}

async function isApplied(database: OpenDatabase, version: number): Promise<boolean> {
  const row = await database.db
    .selectFrom('schema_migrations')
    .select('version')
    .where('version', '=', version)
    .executeTakeFirst();
  return row !== undefined;
}
