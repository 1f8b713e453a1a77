import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { answerError } from './mountCall';
import { readLimitedBody } from './readLimitedBody';

const app = new Hono().post('/echo', async (c) => {
  try {
    return c.json({ code: 200, result: (await readLimitedBody(c, 100)).length });
  } catch (error) {
    return answerError(c, error);
  }
});

async function post(body: BodyInit, headers: Record<string, string> = {}) {
  const response = await app.request('/echo', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
  return { status: response.status, body: (await response.json()) as { code: number; result: unknown } };
}

describe('readLimitedBody', () => {
  it('reads a body within the cap', async () => {
    expect(await post('é'.repeat(50))).toEqual({ status: 200, body: { code: 200, result: 50 } });
  });

  it('refuses a declared Content-Length over the cap before reading a byte', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(10));
      },
    });
    const answer = await post(stream, { 'content-length': '1000000' });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 413, result: { code: 'BODY_TOO_LARGE' } });
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('cuts off a body streamed without a length as soon as it passes the cap', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(30));
      },
    });
    const answer = await post(endless);
    expect(answer.status).toBe(413);
    // 4 chunks of 30 bytes pass 100: the reader stops there instead of buffering forever.
    expect(pulled).toBeLessThan(8);
  });

  it('refuses bytes that are not UTF-8 and a Content-Length that is not a number', async () => {
    const answer = await post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]));
    expect(answer).toMatchObject({ status: 400, body: { result: { code: 'INVALID_ENCODING' } } });
    expect((await post('{}', { 'content-length': 'abc' })).status).toBe(400);
  });
});
