import { join } from 'node:path';
import { describePackedPackage } from '@repo/test-utils/pack';

// Its tarball, installed outside the workspace (valibot and idb-keyval come from the registry), and imported from
// plain Node ESM scripts.
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

describePackedPackage(join(import.meta.dirname, '..'), {
  packs: ['@citerne/core-api'],
  examples: [{ heading: '## Quick start', language: 'js' }],
  scripts: [
    {
      title: 'imports from plain Node, calls the API and queues a task',
      source: script,
      prints: {
        stock: 'ok',
        refused: true,
        queued: 'VANNE',
        calls: 60,
        standard: 'function',
      },
    },
  ],
  // The contract's 228 schemas, calls and limits are documented by family in "The contract, on the server".
  undocumentedEntries: ['./contract'],
});
