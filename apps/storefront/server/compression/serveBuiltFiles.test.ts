import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../scripts/precompress/precompressFolder';
import { indexBuiltFiles } from './indexBuiltFiles';
import { serveBuiltFiles } from './serveBuiltFiles';

const root = mkdtempSync(join(tmpdir(), 'built-files-'));
mkdirSync(join(root, 'assets'));
const script = `export const names = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `citerne-${i}`))};\n`;
writeFileSync(join(root, 'assets', 'entry-Ab12.js'), script);
writeFileSync(join(root, 'assets', 'photo-Cd34.avif'), Buffer.alloc(4000, 7));
writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
writeFileSync(join(root, 'assets', 'café-Ef56.css'), `${'.a{color:red}'.repeat(200)}`);
await precompressFolder(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const app = new Hono();
app.use('*', serveBuiltFiles(indexBuiltFiles(root)));
app.all('*', (c) => c.text('next', 404));

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app.request(path, { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('serveBuiltFiles', () => {
  it('sends the brotli copy to a client that accepts brotli only', async () => {
    const answer = await get('/assets/entry-Ab12.js', 'br');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await answer.arrayBuffer());
    expect(answer.headers.get('content-length')).toBe(String(body.length));
    expect(body.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('prefers brotli to gzip and sends gzip to a client without brotli', async () => {
    expect((await get('/assets/entry-Ab12.js', 'gzip, deflate, br')).headers.get('content-encoding')).toBe('br');
    const answer = await get('/assets/entry-Ab12.js', 'gzip, br;q=0');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe(script);
  });

  it('sends the file itself, still varying on Accept-Encoding, to a client that accepts no coding', async () => {
    const answer = await get('/assets/entry-Ab12.js');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(script)));
    expect(await answer.text()).toBe(script);
  });

  it('never codes an already compressed format', async () => {
    const answer = await get('/assets/photo-Cd34.avif', 'br, gzip');
    expect(answer.headers.get('content-type')).toBe('image/avif');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('vary')).toBeNull();
    expect(answer.headers.get('content-length')).toBe('4000');
  });

  it('keeps no copy that is not smaller than its file', async () => {
    const answer = await get('/favicon.svg', 'br, gzip');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(await answer.text()).toContain('<svg');
  });

  it('answers HEAD with the headers of the copy and no body', async () => {
    const answer = await get('/assets/entry-Ab12.js', 'br', 'HEAD');
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(Number(answer.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await answer.text()).toBe('');
  });

  it('finds a file whose name is percent-encoded in the URL', async () => {
    const answer = await get('/assets/caf%C3%A9-Ef56.css', 'gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('gzip');
  });

  it.each([
    ['an unknown file', '/assets/missing.js'],
    ['a coded copy asked by its own name', '/assets/entry-Ab12.js.br'],
    ['a path out of the build', '/../package.json'],
    ['a malformed escape', '/assets/%E0%A4%A.js'],
  ])('passes %s on to the next handler', async (_label, path) => {
    expect(await (await get(path, 'br')).text()).toBe('next');
  });

  it('passes writes on', async () => {
    expect((await get('/assets/entry-Ab12.js', 'br', 'POST')).status).toBe(404);
  });
});
