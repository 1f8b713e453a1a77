#!/usr/bin/env node
// Screenshots of built stories at a phone (390 px) and a desktop (1440 px) width, for a visual review.
// Usage: pnpm build && node scripts/screenshots.mjs layout-header--desktop commerce-productcard--grid …
// Serves storybook-static on 127.0.0.1 (random port) and drives Debian's Chromium, never a downloaded browser.
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright';

const root = join(import.meta.dirname, '..', 'storybook-static');
const out = join(import.meta.dirname, '..', '.screenshots');
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

if (!existsSync(root)) throw new Error('storybook-static/ is missing: run `pnpm build` first');
const ids = process.argv.slice(2);
if (ids.length === 0) throw new Error('give at least one story id, e.g. layout-header--desktop');
mkdirSync(out, { recursive: true });

const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
    /^(\.\.[/\\])+/,
    '',
  );
  let file = join(root, path);
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const width of [390, 1440]) {
    const page = await browser.newPage({ viewport: { width, height: width < 768 ? 844 : 900 } });
    for (const id of ids) {
      await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${id}&viewMode=story`);
      await page.waitForSelector('#storybook-root > *', { state: 'attached', timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      const file = join(out, `${id}@${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
