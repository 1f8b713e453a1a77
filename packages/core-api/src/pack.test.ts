import { join } from 'node:path';
import { type InstalledPackage, packAndInstall, readmeExample } from '@repo/test-utils/pack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The published tarball, installed with npm outside the workspace (valibot and idb-keyval come from the
// registry) and imported from a plain Node ESM script: what a team outside this repository gets.
const packageDir = join(import.meta.dirname, '..');
let installed: InstalledPackage;

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
  installed = packAndInstall({ packageDir });
}, 120_000);

afterAll(() => installed?.dispose());

describe('the published package', () => {
  it('installs cleanly and resolves to the published build (no workspace-only dependency, no @citerne/source leak)', () => {
    expect(installed.problems()).toEqual([]);
    expect(installed.resolve('@citerne/core-api')).toMatch(/node_modules\/@citerne\/core-api\/dist\/index\.js$/);
  });

  it('runs the README quick start in plain Node and prints what the README says', () => {
    const { code, output } = readmeExample(packageDir, '## Quick start');
    expect(installed.runScript('readme.mjs', code)).toBe(output);
  });

  it('imports from plain Node, calls the API and queues a task', () => {
    const output = installed.runScript('use.mjs', script);
    expect(JSON.parse(output)).toEqual({
      stock: 'ok',
      refused: true,
      queued: 'VANNE',
      calls: 60,
      standard: 'function',
    });
  });

  it('ships the build and the sources, without tests or test helpers', () => {
    expect(installed.packedFiles).toEqual(
      expect.arrayContaining(['dist/index.js', 'dist/contract/index.js', 'package.json']),
    );
    expect(installed.packedFiles.filter((file) => /\.test\.ts$|src\/testing\//.test(file))).toEqual([]);
  });

  // The contract's 228 schemas, calls and limits are documented by family in "The contract, on the server".
  it('names every runtime export of its main entry in the README (the public API part)', () => {
    const undocumented = installed.undocumentedExports(['./contract']);
    expect(undocumented).toEqual([]);
  });
});
