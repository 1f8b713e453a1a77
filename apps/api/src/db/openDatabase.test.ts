import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from './openDatabase';

describe('openDatabase', () => {
  it('keeps PGlite’s buffer pool small, in a folder and in memory (issue 21: the process’s memory budget)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'open-database-'));
    try {
      for (const location of [dataDir, 'memory'] as const) {
        const database = await openDatabase({ kind: 'pglite', dataDir: location });
        try {
          const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(database.db);
          expect(rows[0]?.shared_buffers).toBe('16MB');
        } finally {
          await database.close();
        }
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('openDatabase on PostgreSQL (TEST_DATABASE_URL)', () => {
  it('outlives an idle connection the server ends: a warning, and the next query on a new connection', async () => {
    const database = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL as string });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
      const pid = rows[0]?.pid;
      // Another session ends the pool's now idle connection, as a server restart or an administrator would.
      const other = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL as string });
      try {
        await sql`select pg_terminate_backend(${pid})`.execute(other.db);
      } finally {
        await other.close();
      }
      await vi.waitFor(() =>
        expect(warn).toHaveBeenCalledWith(expect.stringContaining('an idle connection was closed')),
      );
      const again = await sql<{ one: number }>`select 1 as one`.execute(database.db);
      expect(again.rows[0]?.one).toBe(1);
    } finally {
      warn.mockRestore();
      await database.close();
    }
  });
});
