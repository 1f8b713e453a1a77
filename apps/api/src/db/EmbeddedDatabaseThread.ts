import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { EmbeddedClient } from './EmbeddedClient';

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * The worker's file: next to this module when the API runs from source (`.ts`); in the build, `pgliteWorker.js` at
 * the root of `dist/`, which this code reaches from `dist/` or from a folder below it (`dist/cli/`).
 */
function workerFile(): URL {
  if (import.meta.url.endsWith('.ts')) return new URL('./pgliteWorker.ts', import.meta.url);
  const candidates = [new URL('./pgliteWorker.js', import.meta.url), new URL('../pgliteWorker.js', import.meta.url)];
  const found = candidates.find((candidate) => existsSync(fileURLToPath(candidate)));
  if (!found) throw new Error(`the database thread's file is missing next to ${import.meta.url}`);
  return found;
}

/**
 * The embedded PGlite database of a data folder, run on a worker thread of its own (`pgliteWorker`): its queries,
 * synchronous WebAssembly, no longer stop the main thread that renders pages and answers carts, and they use the
 * machine's second core (issue 19: under 200 shoppers, cart and order calls waited behind them). Queries keep the
 * order they are sent in; the Kysely dialect's queue still keeps each transaction whole. A PostgreSQL error comes
 * back with its fields (`code`, `constraint`…). The thread keeps the process alive only while a query is pending.
 * @example
 * const client = new EmbeddedDatabaseThread('data/pglite', PGlite.defaultStartParams);
 * await client.query('select 1');
 * await client.close();
 */
export class EmbeddedDatabaseThread implements EmbeddedClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #closed = false;
  readonly waitReady: Promise<void>;

  constructor(dataDir: string, startParams: readonly string[]) {
    this.#worker = new Worker(workerFile(), {
      workerData: { dataDir, startParams: [...startParams] },
      // Not the parent's loaders (tsx, Vitest): the worker file needs none.
      execArgv: [],
    });
    this.#worker.unref();
    this.#worker.on(
      'message',
      ({ id, result, error }: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
        const pending = this.#pending.get(id);
        if (!pending) return;
        this.#pending.delete(id);
        if (this.#pending.size === 0) this.#worker.unref();
        if (error) pending.reject(Object.assign(new Error(String(error.message)), error));
        else pending.resolve(result);
      },
    );
    // A thread that dies takes every pending query with it: each caller gets the error, none waits for ever.
    this.#worker.on('error', (error) => this.#failAll(error));
    this.#worker.on('exit', (code) => this.#failAll(new Error(`the database thread stopped (exit code ${code})`)));
    this.waitReady = this.#send('query', 'select 1').then(() => undefined);
  }

  get closed(): boolean {
    return this.#closed;
  }

  async query<R>(sql: string, params: unknown[] = []): Promise<{ rows: R[]; affectedRows?: number }> {
    return (await this.#send('query', sql, params)) as { rows: R[]; affectedRows?: number };
  }

  async exec(sql: string): Promise<unknown> {
    return this.#send('exec', sql);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#send('close');
    this.#closed = true;
    await this.#worker.terminate();
  }

  #send(op: 'query' | 'exec' | 'close', sql?: string, params?: unknown[]): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error('the database is closed'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, op, sql, params });
    });
  }

  #failAll(error: Error): void {
    this.#closed = true;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}
