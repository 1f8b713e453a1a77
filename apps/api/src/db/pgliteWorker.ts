// The embedded database's own thread (see `EmbeddedDatabaseThread`): PGlite runs PostgreSQL compiled to WebAssembly
// synchronously, so in the shop's main thread every query stopped the event loop that also renders pages and
// answers carts. This file is started as a worker: it imports nothing of the API (it runs from source and from the
// build alike) and answers each message `{ id, op, sql, params }` with `{ id, result }` or `{ id, error }`.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

interface Request {
  readonly id: number;
  readonly op: 'query' | 'exec' | 'close';
  readonly sql?: string;
  readonly params?: unknown[];
}

const { dataDir, startParams } = workerData as { dataDir: string; startParams: string[] };
const ready = PGlite.create(dataDir, { startParams });
const port = parentPort;
if (!port) throw new Error('pgliteWorker runs as a worker thread');

/** An error as plain fields: PostgreSQL's (`code`, `constraint`, `detail`…) are what callers test. */
function plain(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

port.on('message', async (request: Request) => {
  try {
    const client = await ready;
    let result: unknown = null;
    if (request.op === 'query') {
      const { rows, affectedRows } = await client.query(request.sql ?? '', request.params ?? []);
      result = { rows, affectedRows };
    } else if (request.op === 'exec') {
      await client.exec(request.sql ?? '');
    } else {
      await client.close();
    }
    port.postMessage({ id: request.id, result });
  } catch (error) {
    port.postMessage({ id: request.id, error: plain(error) });
  }
});
