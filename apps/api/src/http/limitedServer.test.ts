import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitedServer, SERVER_LIMITS } from './limitedServer';

const limits = { ...SERVER_LIMITS, headersTimeout: 400, requestTimeout: 800, connectionsCheckingInterval: 100 };

/** Opens a raw socket to the server and answers what it receives until the server closes it. */
function rawExchange(port: number, send: (socket: Socket) => void): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => send(socket));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ text, ms: Date.now() - started }));
  });
}

describe('the Node HTTP server limits', () => {
  let server: ReturnType<typeof serve>;
  let port: number;
  beforeAll(async () => {
    const app = new Hono().get('/ping', (c) => c.json({ code: 200, result: 'pong' }));
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', createServer: limitedServer(limits) }, () =>
        resolve(),
      );
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const ping = async () => (await fetch(`http://127.0.0.1:${port}/ping`)).status;

  it('closes a connection whose headers trickle in (slow-loris) once the headers timeout passes', async () => {
    let timer: NodeJS.Timeout | undefined;
    const answer = await rawExchange(port, (socket) => {
      socket.write('GET /ping HTTP/1.1\r\nHost: x\r\n');
      // One header line every 100 ms, never the blank line that ends them.
      let n = 0;
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write(`X-Slow-${n++}: 1\r\n`);
      }, 100);
    });
    clearInterval(timer);
    expect(answer.text).toMatch(/^HTTP\/1\.1 408/);
    expect(answer.ms).toBeLessThan(limits.headersTimeout + 1_500);
    expect(await ping()).toBe(200);
  });

  it('answers headers over the size cap with a 431 and goes on serving', async () => {
    const answer = await rawExchange(port, (socket) => {
      socket.write(`GET /ping HTTP/1.1\r\nHost: x\r\nX-Huge: ${'a'.repeat(SERVER_LIMITS.maxHeaderSize + 1)}\r\n\r\n`);
    });
    expect(answer.text).toMatch(/^HTTP\/1\.1 431/);
    expect(await ping()).toBe(200);
  });

  it('holds the production limits: headers in 10 s, 16 KB of headers, a bounded number of connections', () => {
    expect(SERVER_LIMITS.headersTimeout).toBeLessThanOrEqual(SERVER_LIMITS.requestTimeout);
    expect(SERVER_LIMITS.headersTimeout).toBeLessThanOrEqual(10_000);
    expect(SERVER_LIMITS.maxHeaderSize).toBeLessThanOrEqual(16 * 1024);
    expect(SERVER_LIMITS.connectionsCheckingInterval).toBeLessThan(SERVER_LIMITS.headersTimeout);
    const created = limitedServer()(() => undefined);
    expect(created.headersTimeout).toBe(SERVER_LIMITS.headersTimeout);
    expect(created.requestTimeout).toBe(SERVER_LIMITS.requestTimeout);
    expect(created.keepAliveTimeout).toBe(SERVER_LIMITS.keepAliveTimeout);
    expect(created.maxConnections).toBe(SERVER_LIMITS.maxConnections);
  });
});
