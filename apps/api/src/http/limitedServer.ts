import { createServer, type Server, type ServerOptions } from 'node:http';

/** The limits of the shop's Node HTTP servers. */
export interface ServerLimits {
  /** Time for a client to send a request's headers (slow-loris), ms. */
  readonly headersTimeout: number;
  /** Time for a client to send a whole request, body included, ms. */
  readonly requestTimeout: number;
  /** Time an idle keep-alive connection stays open, ms. */
  readonly keepAliveTimeout: number;
  /** How often connections are checked against the two timeouts above, ms (Node's default, 30 s, lets a slow client hang on 30 s more). */
  readonly connectionsCheckingInterval: number;
  /** Largest request line and headers, bytes: more is answered 431. */
  readonly maxHeaderSize: number;
  /** Open connections at once: more are closed on arrival, so a flood of idle sockets cannot exhaust the process. */
  readonly maxConnections: number;
}

/**
 * The production limits (SPEC §5 "Limits", ASVS 5.0 V13.1 / V4.4): a client has 10 s to send its headers and
 * 30 s for the whole request (request bodies are 64 KB at most), an idle connection is closed after 5 s, headers
 * over 16 KB are refused with a 431, and at most 2 000 connections are open at once (a 200-visitor peak opens far
 * fewer).
 */
export const SERVER_LIMITS: ServerLimits = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
  maxHeaderSize: 16 * 1024,
  maxConnections: 2_000,
};

/**
 * A `createServer` for `@hono/node-server`'s `serve` whose servers hold {@link SERVER_LIMITS} (or the given
 * limits), so slow-loris and huge-header requests cannot pin the process.
 * @example
 * serve({ fetch: app.fetch, port: 3000, createServer: limitedServer() });
 */
export function limitedServer(limits: ServerLimits = SERVER_LIMITS): typeof createServer {
  const create = (options: ServerOptions | undefined, listener: Parameters<typeof createServer>[1]): Server => {
    const { maxConnections, ...serverOptions } = limits;
    const server = createServer({ ...options, ...serverOptions }, listener);
    server.maxConnections = maxConnections;
    return server;
  };
  return ((first: unknown, second: unknown) =>
    typeof first === 'function'
      ? create(undefined, first as Parameters<typeof createServer>[1])
      : create(first as ServerOptions, second as Parameters<typeof createServer>[1])) as typeof createServer;
}
