import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadServerConfig } from './config/serverConfig';
import { startPlatform } from './startPlatform';

const productCount = async (platform: Awaited<ReturnType<typeof startPlatform>>) =>
  Number((await sql<{ n: string }>`select count(*) as n from products`.execute(platform.database.db)).rows[0]?.n);

describe('startPlatform on a data folder', () => {
  it('seeds a fresh folder, reopens it (the seed’s memory given back) and serves it; a second start finds it as left', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'start-platform-'));
    const logs: string[] = [];
    try {
      const first = await startPlatform(loadServerConfig({ DATA_DIR: dataDir }), { log: (line) => logs.push(line) });
      const seeded = await productCount(first);
      expect(seeded).toBeGreaterThan(0);
      // The reopened database is the one the API uses: it answers a catalogue call.
      const answer = await first.api.fetch(new Request('http://shop.test/api/health'));
      expect(answer.status).toBe(200);
      await first.close();
      expect(logs.some((line) => line.startsWith('Seeded the catalogue'))).toBe(true);

      logs.length = 0;
      const second = await startPlatform(loadServerConfig({ DATA_DIR: dataDir }), { log: (line) => logs.push(line) });
      expect(await productCount(second)).toBe(seeded);
      expect(logs.some((line) => line.startsWith('Seeded the catalogue'))).toBe(false);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
