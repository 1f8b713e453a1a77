// `pnpm --filter @citerne/storefront bench:lighthouse`: Lighthouse (mobile emulation, simulated throttling) over
// the home page, a category page, a configurable product page and the checkout of the production build, driving
// Debian's Chromium. Prints the four category scores, LCP, TBT and CLS, and the first-load JavaScript of each page
// (the entry and route modules the server-rendered HTML loads, brotli-compressed as the browser receives them).
//
// Needs `pnpm --filter @citerne/storefront build` first. The shop starts on a free port with a fresh data folder;
// BENCH_SERVER_COMMAND replaces `node dist/start.js` (for example to run the server from source).
// `--busy` (or BENCH_BUSY=1) runs a second process that keeps one core busy during the runs (issue 21): a cheap
// phone is a busy machine, and the figures should say how the shop behaves there.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstLoadJs } from './firstLoadJs.ts';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const allPages = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/c/citernes-souples' },
  { name: 'configurable product', path: '/p/CS-EP-10/citerne-souple-eau-de-pluie-10-m3' },
  // As a new visitor opens it (Lighthouse starts each run with empty storage): the checkout with an empty cart.
  { name: 'checkout', path: '/checkout' },
];
// BENCH_PAGES=home,category runs only the named pages (to compare with a build that has no checkout, say).
const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
const pages = only ? allPages.filter((page) => only.includes(page.name.split(' ').at(-1))) : allPages;
if (pages.length === 0) throw new Error(`BENCH_PAGES names none of: ${allPages.map((page) => page.name).join(', ')}`);
const busy = process.argv.includes('--busy') || process.env.BENCH_BUSY === '1';
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The shop did not answer ${url} within ${timeoutMs / 1000} s`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'citerne-lighthouse-'));
const command = process.env.BENCH_SERVER_COMMAND ?? 'node dist/start.js';
const shop = spawn(command, {
  cwd: appDir,
  shell: true,
  detached: true,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production' },
});
const stopShop = () => {
  try {
    process.kill(-shop.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

// One core spinning in a separate process for as long as the runs last.
const burner = busy ? spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore', detached: false }) : undefined;
const loadBefore = loadavg()[0];

let chrome;
try {
  await waitFor(`${origin}/api/health`, 120_000);
  // Warm the server: the first request of each page renders its images once and fills the caches.
  for (const page of pages) await fetch(origin + page.path);
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags });
  const rows = [];
  let version = '';
  for (const page of pages) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const { lhr } = await lighthouse(origin + page.path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      results.push(lhr);
    }
    // The run with the median performance score stands for the page.
    const scores = results.map((lhr) => lhr.categories.performance.score);
    const lhr = results[scores.indexOf(median(scores))];
    version = lhr.lighthouseVersion;
    const js = await firstLoadJs(origin, page.path);
    rows.push({
      page: page.name,
      path: page.path,
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      // Main-thread work of the run (Lighthouse's breakdown, with its CPU slowdown) and the page's own measure of
      // hydration (`hydration` user timing: from hydrateRoot to the root's first effect, as observed, unthrottled).
      mainThreadMs: Math.round(lhr.audits['mainthread-work-breakdown'].numericValue),
      scriptMs: Math.round(lhr.audits['bootup-time'].numericValue),
      hydrationMs: Math.round(
        lhr.audits['user-timings'].details?.items?.find((item) => item.name === 'hydration')?.duration ?? Number.NaN,
      ),
      firstLoadJsBrotliKb: Number((js.brotli / 1024).toFixed(1)),
      firstLoadJsFiles: js.files,
      performanceRuns: scores.map((score) => Math.round(score * 100)).join('/'),
      failedAudits: Object.values(lhr.audits)
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 1 &&
            audit.scoreDisplayMode !== 'informative' &&
            audit.scoreDisplayMode !== 'manual' &&
            audit.scoreDisplayMode !== 'notApplicable' &&
            !['metricSavings'].includes(audit.id),
        )
        .map((audit) => audit.id),
    });
  }
  console.log(
    `\nLighthouse ${version} — mobile emulation, simulated throttling, median of ${runs} run(s)` +
      `${busy ? ', busy (one core loaded by a second process)' : ''} — ${cpus().length} cores, Node ${process.version}, ` +
      `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after — ${new Date().toISOString()}\n`,
  );
  console.table(rows.map(({ failedAudits, path, ...row }) => row));
  for (const row of rows) {
    if (row.failedAudits.length > 0) console.log(`${row.page}: audits below 100: ${row.failedAudits.join(', ')}`);
  }
  if (process.env.BENCH_JSON) console.log(JSON.stringify(rows, null, 2));
} finally {
  burner?.kill();
  await chrome?.kill();
  stopShop();
  rmSync(dataDir, { recursive: true, force: true });
}
