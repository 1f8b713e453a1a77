import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The published tarball, installed with npm outside the workspace (valibot and idb-keyval come from the
// registry) and imported from a plain Node ESM script: what a team outside this repository gets.
const packageDir = join(import.meta.dirname, '..');
const built = join(packageDir, 'dist', 'index.js');
let workDir = '';
let packedFiles: string[] = [];

function newestSourceTime(dir: string): number {
  return Math.max(
    ...readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? newestSourceTime(path) : statSync(path).mtimeMs;
    }),
  );
}

function run(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stderr ?? ''}${stdout ?? ''}`);
  }
}

const script = `import { createServer } from 'node:http';
import { createApiClient, createMemoryStore, createSyncTaskQueue, ValidationError } from '@citerne/core-api';
import { apiCalls, StockItemSchema } from '@citerne/core-api/contract';

const server = createServer((request, response) => {
  response.writeHead(200, { 'Content-Type': 'application/json' });
  const sku = new URL(request.url, 'http://x').searchParams.get('sku');
  response.end(JSON.stringify({ code: 200, result: {
    product_id: 1, product_sku: sku, qty: 5, is_in_stock: true, manage_stock: true, stock_status: 'ok',
  } }));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const client = createApiClient({ baseUrl: 'http://127.0.0.1:' + server.address().port });
const stock = await client.stock.check('CIT-10M3');
const refused = await client.cart.update({ sku: 'CIT-10M3', qty: 0 }).catch((error) => error instanceof ValidationError);
const queue = createSyncTaskQueue({ transport: client.transport, store: createMemoryStore(), isOnline: () => true });
await queue.queue({ url: '/api/stock/check?sku=VANNE', method: 'GET', is_result_cacheable: true });
const report = await queue.process();
server.close();
console.log(JSON.stringify({
  stock: stock.stock_status,
  refused,
  queued: report.transmitted[0].result.product_sku,
  calls: Object.keys(apiCalls).length,
  standard: typeof StockItemSchema['~standard'].validate,
}));
`;

beforeAll(() => {
  if (!existsSync(built) || statSync(built).mtimeMs < newestSourceTime(join(packageDir, 'src'))) {
    run('pnpm', ['run', 'build'], packageDir);
  }
  workDir = mkdtempSync(join(tmpdir(), 'citerne-core-api-pack-'));
  const packed = JSON.parse(run('pnpm', ['pack', '--json', '--pack-destination', workDir], packageDir)) as {
    filename: string;
    files: { path: string }[];
  };
  packedFiles = packed.files.map((file) => file.path);
  const consumer = join(workDir, 'consumer');
  mkdirSync(consumer);
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  run(
    'npm',
    ['install', packed.filename, '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock'],
    consumer,
  );
  writeFileSync(join(consumer, 'use.mjs'), script);
}, 120_000);

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('the published package', () => {
  it('imports from plain Node, calls the API and queues a task', () => {
    const output = run(process.execPath, ['use.mjs'], join(workDir, 'consumer'));
    expect(JSON.parse(output)).toEqual({
      stock: 'ok',
      refused: true,
      queued: 'VANNE',
      calls: 36,
      standard: 'function',
    });
  });

  it('ships the build and the sources, without tests or test helpers', () => {
    expect(packedFiles).toEqual(expect.arrayContaining(['dist/index.js', 'dist/contract/index.js', 'package.json']));
    expect(packedFiles.filter((file) => /\.test\.ts$|src\/testing\//.test(file))).toEqual([]);
  });
});
