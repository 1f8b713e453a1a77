import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { sizeJsonAnswers } from './sizeJsonAnswers';

function shop() {
  const app = new Hono();
  app.use(compress());
  app.use(sizeJsonAnswers);
  app.get('/small', (c) => c.json({ code: 200, result: 'é' }));
  app.get('/large', (c) => c.json({ code: 200, result: 'x'.repeat(4000) }, 201, { etag: 'W/"1"' }));
  app.get('/text', (c) => c.text('plain'));
  return app;
}
const gzip = { headers: { 'accept-encoding': 'gzip' } };

describe('JSON answers carry their length', () => {
  it('a small answer goes out uncompressed with its exact byte length', async () => {
    const answer = await shop().request('/small', gzip);
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength('{"code":200,"result":"é"}')));
    expect(await answer.json()).toEqual({ code: 200, result: 'é' });
  });

  it('a large answer keeps its status and headers and is still compressed', async () => {
    const answer = await shop().request('/large', gzip);
    expect(answer.status).toBe(201);
    expect(answer.headers.get('etag')).toBe('W/"1"');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
  });

  it('leaves answers that are not JSON alone', async () => {
    const answer = await shop().request('/text', gzip);
    expect(answer.headers.get('content-length')).toBeNull();
  });
});
