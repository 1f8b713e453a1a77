import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import { ConnectionQueue } from './ConnectionQueue';
import type { EmbeddedClient } from './EmbeddedClient';

const WRITE = /^\s*(begin|insert|update|delete)\b/i;

/**
 * One Kysely connection over PGlite's single in-process connection. It takes its turn in the queue at its first
 * statement — `begin`, `insert`, `update` or `delete` queue it as a write, anything else as a read (see
 * `ConnectionQueue`) — and
 * keeps the connection until Kysely releases it, so a transaction is never interleaved with other queries.
 */
class PGliteConnection implements DatabaseConnection {
  #release: (() => void) | null = null;

  constructor(
    readonly client: EmbeddedClient,
    readonly queue: ConnectionQueue,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#release === null) {
      this.#release = await this.queue.acquire(WRITE.test(compiledQuery.sql) ? 'write' : 'read');
    }
    const result = await this.client.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    return result.affectedRows !== undefined && !/^\s*select/i.test(compiledQuery.sql)
      ? { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) }
      : { rows: result.rows };
  }

  release(): void {
    this.#release?.();
    this.#release = null;
  }

  // biome-ignore lint/correctness/useYield: PGlite has no cursor support; Kysely requires the method.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming queries');
  }
}

class PGliteDriver implements Driver {
  readonly #queue = new ConnectionQueue();

  constructor(readonly client: EmbeddedClient) {}

  async init(): Promise<void> {
    await this.client.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    // One physical connection: a fresh wrapper per acquisition keeps each holder's turn its own.
    return new PGliteConnection(this.client, this.#queue);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PGliteConnection).release();
  }

  async destroy(): Promise<void> {
    if (!this.client.closed) await this.client.close();
  }
}

/** Kysely dialect over an embedded PGlite database (Postgres compiled to WASM), in this thread or its own. */
export class PGliteDialect implements Dialect {
  constructor(readonly client: EmbeddedClient) {}

  createDriver(): Driver {
    return new PGliteDriver(this.client);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
