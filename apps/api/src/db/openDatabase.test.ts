import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
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
