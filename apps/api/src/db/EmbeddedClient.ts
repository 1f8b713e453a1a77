/**
 * What the database layer needs of an embedded PGlite client: PGlite itself (tests, in memory) or
 * `EmbeddedDatabaseThread` (the shop's data folder, on its own thread).
 */
export interface EmbeddedClient {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  exec(sql: string): Promise<unknown>;
  close(): Promise<void>;
  readonly closed: boolean;
  readonly waitReady: Promise<void>;
}
