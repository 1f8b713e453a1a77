import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliSize, firstLoadJs } from './firstLoadJs';

const framework = `export const stack = ${JSON.stringify('react '.repeat(2000))};`;
const route = 'export default function Home() { return "Accueil"; }';
const lazy = `export const panel = ${JSON.stringify('lazy '.repeat(5000))};`;
const files: Record<string, string> = {
  '/': `<html><head><link rel="modulepreload" fetchpriority="low" href="/assets/framework.js"/></head><body>
<script>import("/assets/home.js");</script></body></html>`,
  '/assets/framework.js': framework,
  '/assets/home.js': `${route} const load = () => import("./panel.js");`,
  '/assets/panel.js': lazy,
};

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    const body = files[request.url ?? ''];
    response.writeHead(body === undefined ? 404 : 200).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('first-load JavaScript', () => {
  it('counts the modules the HTML preloads and imports, not the chunks they load later', async () => {
    const js = await firstLoadJs(origin, '/');
    expect(js.perFile.map((file) => file.path).sort()).toEqual(['/assets/framework.js', '/assets/home.js']);
    expect(js.raw).toBe(Buffer.byteLength(framework) + Buffer.byteLength(files['/assets/home.js'] as string));
  });

  it('is measured in brotli as the browser receives it, the sum of the files', async () => {
    const js = await firstLoadJs(origin, '/');
    expect(js.brotli).toBe(
      brotliSize(Buffer.from(framework)) + brotliSize(Buffer.from(files['/assets/home.js'] as string)),
    );
    // Repetitive text compresses far below its size, and brotli below gzip.
    expect(js.brotli).toBeLessThan(js.raw / 10);
    expect(js.brotli).toBeLessThanOrEqual(js.gzip);
  });

  it('a page that does not answer is an error, not an empty measure', async () => {
    await expect(firstLoadJs(origin, '/nowhere')).rejects.toThrow(/answered 404/);
  });
});
