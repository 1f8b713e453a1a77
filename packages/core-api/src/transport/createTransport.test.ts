import { describe, expect, it } from 'vitest';
import { NetworkError } from '../error/NetworkError';
import { createTokenGuard } from '../session/createTokenGuard';
import { createTransport } from './createTransport';

/** A server whose answers wait until `answerAll`; a request whose signal aborts fails as fetch does. */
function heldServer() {
  const waiting: Array<() => void> = [];
  const sent: string[] = [];
  let refreshes = 0;
  const session = { token: 't-1' };
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = String(input);
    sent.push(`${init?.method} ${url.replace('http://shop.test', '')}`);
    return new Promise<Response>((resolve, reject) => {
      const signal = init?.signal;
      if (signal?.aborted) return reject(signal.reason);
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      waiting.push(() =>
        resolve(
          new Response(JSON.stringify({ code: 200, result: 'ok' }), {
            headers: { 'content-type': 'application/json' },
          }),
        ),
      );
    });
  };
  const transport = createTransport({
    baseUrl: 'http://shop.test',
    fetch,
    getToken: () => session.token,
    guard: createTokenGuard({
      refresh: async () => {
        refreshes += 1;
        return null;
      },
    }),
  });
  return {
    transport,
    session,
    sent,
    refreshes: () => refreshes,
    answerAll: () => {
      for (const answer of waiting.splice(0)) answer();
    },
  };
}

describe('endSessionReads (a logout)', () => {
  it('abandons the reads under way with the user token, and only them: writes and tokenless reads finish', async () => {
    const server = heldServer();
    const { transport } = server;
    const caller = new AbortController();
    const read = transport.send({ method: 'GET', url: () => '/api/user/me', withToken: true });
    const readWithOwnSignal = transport.send({
      method: 'GET',
      url: () => '/api/user/order-history',
      withToken: true,
      signal: caller.signal,
    });
    const write = transport.send({ method: 'POST', url: () => '/api/cart/update', withToken: true, body: '{}' });
    const tokenless = transport.send({ method: 'GET', url: () => '/api/stock/check?sku=A', withToken: false });
    await expect.poll(() => server.sent.length).toBe(4);

    transport.endSessionReads();
    await expect(read).rejects.toBeInstanceOf(NetworkError);
    await expect(readWithOwnSignal).rejects.toBeInstanceOf(NetworkError);
    server.answerAll();
    await expect(write).resolves.toMatchObject({ status: 200, result: 'ok' });
    await expect(tokenless).resolves.toMatchObject({ status: 200, result: 'ok' });
    // Abandoned, not refused: no refresh was tried.
    expect(server.refreshes()).toBe(0);

    // A read still to be sent with the ended session's token never leaves; the next session's reads go through.
    await expect(transport.send({ method: 'GET', url: () => '/api/user/me', withToken: true })).rejects.toBeInstanceOf(
      NetworkError,
    );
    expect(server.sent).toHaveLength(4);
    server.session.token = 't-2';
    const next = transport.send({ method: 'GET', url: () => '/api/user/me', withToken: true });
    await expect.poll(() => server.sent.length).toBe(5);
    server.answerAll();
    await expect(next).resolves.toMatchObject({ result: 'ok' });
  });

  it('a read the caller aborts still fails on its own, with or without a session end', async () => {
    const server = heldServer();
    const caller = new AbortController();
    const read = server.transport.send({
      method: 'GET',
      url: () => '/api/user/me',
      withToken: true,
      signal: caller.signal,
    });
    await expect.poll(() => server.sent.length).toBe(1);
    caller.abort();
    await expect(read).rejects.toBeInstanceOf(NetworkError);
    const aborted = new AbortController();
    aborted.abort();
    await expect(
      server.transport.send({ method: 'GET', url: () => '/api/user/me', withToken: true, signal: aborted.signal }),
    ).rejects.toBeInstanceOf(NetworkError);
  });
});
