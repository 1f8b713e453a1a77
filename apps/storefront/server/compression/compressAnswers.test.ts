import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressAnswers } from './compressAnswers';

const page = `<!DOCTYPE html><html lang="fr"><body>${'<p class="produit">Citerne souple 10 m³</p>'.repeat(300)}</body></html>`;

const app = new Hono();
app.use(compressAnswers());
app.get('/page', (c) => c.html(page));
app.get('/streamed', () => {
  const encoder = new TextEncoder();
  // The shell, then the rest after a pause, as a streamed render sends them.
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(page.slice(0, 5000)));
      await new Promise((resolve) => setTimeout(resolve, 20));
      controller.enqueue(encoder.encode(page.slice(5000)));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
});
app.get('/small', (c) => c.json({ code: 200, result: 'ok' }, 200, { 'Content-Length': '28' }));
app.get('/json', (c) => c.json({ code: 200, result: Array.from({ length: 200 }, (_, i) => ({ sku: `CS-${i}` })) }));
app.get('/tagged', (c) => c.json({ items: Array.from({ length: 200 }, (_, i) => i) }, 200, { ETag: '"v1"' }));
app.get('/image', (c) => c.body(new Uint8Array(5000), 200, { 'Content-Type': 'image/webp' }));
app.get('/raw', (c) => c.html(page, 200, { 'Cache-Control': 'no-transform' }));
app.get('/varied', (c) => c.html(page, 200, { Vary: 'Cookie' }));
let bodyReads = 0;
app.get('/kept', () => {
  const answer = new Response(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  const body = Object.getOwnPropertyDescriptor(Response.prototype, 'body')?.get;
  Object.defineProperty(answer, 'body', {
    get() {
      bodyReads += 1;
      return body?.call(answer);
    },
  });
  return answer;
});

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('compressAnswers', () => {
  it('leaves the body of an answer sent without coding unread, so its bytes go to the socket as they are', async () => {
    bodyReads = 0;
    const answer = await get('/kept');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(bodyReads).toBe(0);
    expect(await answer.text()).toBe(page);
  });

  it('sends a page in brotli to a client that accepts brotli only', async () => {
    const answer = await get('/page', 'br');
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('content-length')).toBeNull();
    expect(answer.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await answer.arrayBuffer());
    expect(body.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(page);
  });

  it('sends gzip when brotli is not accepted', async () => {
    const answer = await get('/json', 'gzip;q=1, br;q=0');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString()).result).toHaveLength(200);
  });

  it('compresses a streamed page whole, burst by burst', async () => {
    const answer = await get('/streamed', 'br');
    const chunks: Uint8Array[] = [];
    const reader = (answer.body as ReadableStream<Uint8Array>).getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
    // The shell was flushed before the rest came: more than one piece reached the client.
    expect(chunks.length).toBeGreaterThan(1);
    expect(brotliDecompressSync(Buffer.concat(chunks)).toString()).toBe(page);
  });

  it('sends the answer as it is, varying on Accept-Encoding, without an acceptable coding', async () => {
    const answer = await get('/page', 'identity');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(await answer.text()).toBe(page);
  });

  it('keeps the Vary the handler set', async () => {
    expect((await get('/varied', 'br')).headers.get('vary')).toBe('Cookie, Accept-Encoding');
  });

  it('weakens a strong validator of a compressed answer', async () => {
    expect((await get('/tagged', 'br')).headers.get('etag')).toBe('W/"v1"');
  });

  it.each([
    ['a small answer', '/small'],
    ['an image', '/image'],
    ['an answer marked no-transform', '/raw'],
  ])('leaves %s alone', async (_label, path) => {
    const answer = await get(path, 'br, gzip');
    expect(answer.headers.get('content-encoding')).toBeNull();
  });
});
