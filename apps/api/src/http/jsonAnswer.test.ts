import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { respond } from './envelope';
import { jsonAnswer } from './jsonAnswer';

describe('jsonAnswer: JSON sized where it is written', () => {
  const app = new Hono();
  app.use(compress());
  app.get('/small', (c) => respond(c, 200, 'é'));
  app.get('/kept', (c) => {
    c.header('ETag', 'W/"7"');
    c.header('Cache-Control', 'public, max-age=60');
    return jsonAnswer(c, { code: 201, result: 'x'.repeat(3000) }, 201);
  });

  it('gives the exact byte length, so a small answer goes out uncompressed', async () => {
    const answer = await app.request('/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength('{"code":200,"result":"é"}')));
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(await answer.json()).toEqual({ code: 200, result: 'é' });
  });

  it('keeps the status and the headers set before, and a large answer is still compressed', async () => {
    const answer = await app.request('/kept', { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('etag')).toBe('W/"7"');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    const text = gunzipSync(Buffer.from(await answer.arrayBuffer())).toString();
    expect(JSON.parse(text)).toEqual({ code: 201, result: 'x'.repeat(3000) });
  });
});
