import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase, seedIfEmpty } from '@citerne/api';
import { dismissCookies, expect, hydrated, test } from './shop';

// SPEC §2: "A promotions modal appears only if the CMS block modal-all-page is active." The seeded block is inactive
// (a modal on every page would stand in the way of every other test), so this spec runs a shop of its own whose
// database has the block switched on, as a merchant would in the commerce back office.
const port = Number(process.env.E2E_PORT ?? 3210) + 1;
const origin = `http://127.0.0.1:${port}`;
let dataDir = '';
let shop: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'citerne-e2e-promotion-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await migrate(database);
    await seedIfEmpty(database);
    await database.db
      .updateTable('cms_blocks')
      .set({ is_active: true })
      .where('identifier', '=', 'modal-all-page')
      .execute();
  } finally {
    await database.close();
  }
  shop = spawn(process.env.E2E_SERVER_COMMAND ?? 'node dist/start.js', {
    cwd: join(import.meta.dirname, '..'),
    shell: true,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`The promotion shop did not answer on ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(() => {
  if (shop?.pid) {
    try {
      process.kill(-shop.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('an active modal-all-page block opens the promotions modal once per visit, after the cookie notice', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const promotion = page.getByRole('dialog', { name: 'Offre de bienvenue' });
  // The cookie notice comes first; the promotion waits for the answer instead of covering it.
  await expect(page.getByRole('button', { name: 'Tout refuser' })).toBeVisible();
  await expect(promotion).toHaveCount(0);
  await dismissCookies(page);
  await expect(promotion).toBeVisible();
  await expect(promotion.getByRole('heading', { name: '-10 % sur votre première commande' })).toBeVisible();
  await promotion.getByRole('button', { name: 'Fermer' }).click();
  await expect(promotion).toBeHidden();

  // The same visit (browser session): another page does not show it again.
  await page.goto('/c/baches');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bâches');
  await expect(page.getByRole('dialog', { name: 'Offre de bienvenue' })).toHaveCount(0);
});
