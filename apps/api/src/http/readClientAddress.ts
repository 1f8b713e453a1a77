import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
  server?: NodeBindings;
}

/**
 * The address of the client of a request: the socket's peer, or the first `X-Forwarded-For` entry
 * when the API runs behind a trusted proxy. `unknown` when neither is available.
 * @example
 * const ip = readClientAddress(c, settings.trustProxy);
 */
export function readClientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  const env = c.env as NodeBindings | undefined;
  const bindings = env?.server ?? env;
  return bindings?.incoming?.socket?.remoteAddress ?? 'unknown';
}
