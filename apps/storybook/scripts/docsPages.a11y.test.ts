import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedEntries } from './apiTable/documentedEntries.ts';
import { type ApiRow, readApiTables } from './apiTable/readApiTables.ts';

// The packages' MDX docs pages are not stories, so addon-vitest does not run axe on them: this suite opens each one
// in the built static Storybook (built by `npm test` before the story tests) and fails on any axe violation.
const root = join(import.meta.dirname, '..', 'storybook-static');
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

interface IndexEntry {
  readonly id: string;
  readonly type: string;
  readonly title: string;
}

const index: { entries: Record<string, IndexEntry> } = existsSync(join(root, 'index.json'))
  ? JSON.parse(readFileSync(join(root, 'index.json'), 'utf8'))
  : { entries: {} };
const docsPages = Object.values(index.entries).filter(
  (entry) => entry.type === 'docs' && entry.title.startsWith('Packages/'),
);

let server: Server;
let browser: Browser;
let origin = '';
// The API tables as the sources say now: a built page that shows others is stale.
let currentTables: Record<string, ApiRow[]>;
const shownTables: Record<string, [string, string][]> = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  currentTables = readApiTables(documentedEntries());
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('docs pages of the packages', () => {
  it('the static Storybook has one docs page per package', () => {
    expect(docsPages.map((entry) => entry.title.split('/')[1]).sort(), 'run `pnpm build` first').toEqual([
      'account',
      'cart-sync',
      'catalog-search',
      'checkout',
      'core-api',
      'pricing',
      'ui-kit',
    ]);
  });

  it.each(docsPages.map((entry) => [entry.title, entry.id]))(
    '%s has no axe violation',
    async (_title, id) => {
      // @axe-core/playwright needs a page of its own context.
      const context = await browser.newContext({ reducedMotion: 'reduce' });
      const page = await context.newPage();
      try {
        await page.goto(`${origin}/iframe.html?viewMode=docs&id=${id}`);
        // The docs page is rendered once its first heading (the package name) is on screen.
        await page.locator('#storybook-docs h1').first().waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle');
        const tables = await page.$$eval('table.docs-api', (elements) =>
          elements.map((table) => ({
            specifier: table.getAttribute('data-specifier') ?? '',
            rows: [...table.querySelectorAll('tbody tr')].map(
              (row) =>
                [
                  row.querySelector('.docs-api__name')?.textContent ?? '',
                  row.querySelector('.docs-api__signature')?.textContent ?? '',
                ] as [string, string],
            ),
          })),
        );
        for (const table of tables) shownTables[table.specifier] = table.rows;
        const results = await new AxeBuilder({ page }).include('#storybook-docs').analyze();
        const violations = results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
        expect(violations).toEqual([]);
      } finally {
        await context.close();
      }
    },
    // A docs page renders its live demos and API tables (hundreds of rows) before axe scans it: seconds on a busy machine.
    120_000,
  );

  it('show the API table of every documented entry as the TypeScript sources say now (not a stale build)', () => {
    expect(Object.keys(shownTables).sort()).toEqual(Object.keys(currentTables).sort());
    for (const [specifier, rows] of Object.entries(currentTables)) {
      expect(shownTables[specifier], specifier).toEqual(rows.map((row) => [row.name, row.signature]));
    }
  });
});
