// `pnpm bench:soak` (issue 21): 100 000 varied requests against the production build — pages (categories with
// filters, sorts and pages), searches no one asked before, images of every allowed size and format, cart calls —
// printing the shop process's resident memory and heap every 10 000. Target: ≤ 300 MB resident, and flat after
// warm-up (at most 10 % above the first figure after it). Exits 1 when missed.
//
// Needs `pnpm turbo run build --filter=@citerne/storefront...`. Options, as flags or environment: --requests=100000
// (BENCH_REQUESTS), --every=10000 (BENCH_EVERY), --concurrency=8 (BENCH_CONCURRENCY), --port=3260 (BENCH_PORT);
// BENCH_NODE_ARGS gives the shop's Node flags; BENCH_DATA_DIR a seeded data folder to reuse (kept after the run).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { seededRandom } from '@repo/test-utils/random';
import { loadAverage } from './bench/loadAverage.ts';
import { numberFlag } from './bench/numberFlag.ts';
import { benchCatalogue } from './load/benchCatalogue.ts';
import { startBenchShop } from './load/startBenchShop.ts';
import { type SoakCatalogue, type SoakRequest, soakRequest } from './soak/soakRequest.ts';

const { values: flags } = parseArgs({
  options: {
    requests: { type: 'string', default: process.env.BENCH_REQUESTS ?? '100000' },
    every: { type: 'string', default: process.env.BENCH_EVERY ?? '10000' },
    concurrency: { type: 'string', default: process.env.BENCH_CONCURRENCY ?? '8' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3260' },
  },
});

const total = numberFlag('requests', flags.requests, { integer: true });
const every = numberFlag('every', flags.every, { integer: true });
const concurrency = numberFlag('concurrency', flags.concurrency, { integer: true });
const port = numberFlag('port', flags.port, { integer: true });
const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const RSS_TARGET_MB = 300;
const GROWTH_AFTER_WARM_UP = 0.1;

const mb = (bytes: number) => (bytes / 1_048_576).toFixed(0);

/** Filters, sorts and image paths as the shop's own category page offers them. */
async function discover(baseUrl: string): Promise<SoakCatalogue> {
  const { pages, searches, lines } = benchCatalogue();
  const categories = pages.filter((page) => page.startsWith('/c/'));
  const html = await (await fetch(`${baseUrl}${categories[0] ?? '/'}`)).text();
  const filters = [...html.matchAll(/id="[^"]*-([a-z_]+)-(\d+)" type="checkbox"/g)].map(
    ([, code, value]) => `${code}=${value}`,
  );
  const sorts = [...html.matchAll(/<option[^>]*value="([a-z_]+:(?:asc|desc))"/g)].map(([, sort = '']) => sort);
  const images = new Set<string>();
  for (const page of [categories[0], categories[1], '/'].filter(Boolean)) {
    const body = await (await fetch(`${baseUrl}${page}`)).text();
    for (const [, path = ''] of body.matchAll(/\/img\/\d+\/\d+\/resize\/([^"\s?,\\]+)/g)) images.add(path);
  }
  return {
    pages,
    categories,
    filters: [...new Set(filters)],
    sorts: [...new Set(sorts)],
    words: searches,
    images: [...images],
    // The sizes the image endpoint allows (SPEC §9 "Images", 1× and 2×: apps/api/src/images/imageSizes.ts).
    imageSizes: [1, 2].flatMap((d) =>
      (
        [
          [250, 375],
          [150, 150],
          [453, 525],
          [900, 700],
        ] as const
      ).map(([w, h]) => [w * d, h * d] as const),
    ),
    lines: lines.filter((line) => !line.product_option),
  };
}

async function send(baseUrl: string, request: SoakRequest): Promise<{ ok: boolean; status: number; body: unknown }> {
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: {
      accept: request.accept ?? (request.kind === 'page' ? 'text/html' : 'application/json'),
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.headers.get('content-type')?.includes('json')) {
    await response.arrayBuffer();
    return { ok: response.ok, status: response.status, body: null };
  }
  return { ok: response.ok, status: response.status, body: await response.json() };
}

console.log(
  `Soak bench on ${cpus().length} CPU(s) (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}: ${total} requests, ${concurrency} at a time; load average ${loadAverage()} before the run`,
);
const dataDir = process.env.BENCH_DATA_DIR || mkdtempSync(join(tmpdir(), 'citerne-soak-'));
const shop = await startBenchShop(port, { DATA_DIR: dataDir }, nodeArgs, { reportMemory: true });
let met = false;
try {
  const catalogue = await discover(shop.baseUrl);
  console.log(
    `  ${catalogue.pages.length} pages, ${catalogue.filters.length} filters, ${catalogue.images.length} images × ${catalogue.imageSizes.length} sizes × 3 formats`,
  );
  const report = async (done: number) => {
    const memory = await shop.memory();
    const heap = memory
      ? `heap used ${mb(memory.heapUsed)} / total ${mb(memory.heapTotal)} MB, external ${mb(memory.external)} MB (array buffers ${mb(memory.arrayBuffers)})`
      : 'heap unknown';
    const rss = shop.rssMb();
    console.log(`  ${String(done).padStart(7)} requests: RSS ${rss.toFixed(0)} MB, ${heap}   (load ${loadAverage()})`);
    return rss;
  };
  const samples = [await report(0)];
  const failures = new Map<string, number>();
  const failureSamples: string[] = [];
  let next = 0;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      const random = seededRandom(worker + 1).next;
      let cartId: string | null = null;
      for (let index = next++; index < total; index = next++) {
        const request = soakRequest(index, random, catalogue, cartId);
        try {
          const { ok, status, body } = await send(shop.baseUrl, request);
          if (!ok) {
            failures.set(request.kind, (failures.get(request.kind) ?? 0) + 1);
            if (failureSamples.length < 5)
              failureSamples.push(`${request.method} ${request.path.slice(0, 120)}: ${status}`);
          }
          if (request.path === '/api/cart/create' && ok) cartId = String((body as { result: unknown }).result);
        } catch (error) {
          failures.set(request.kind, (failures.get(request.kind) ?? 0) + 1);
          if (failureSamples.length < 5)
            failureSamples.push(`${request.method} ${request.path.slice(0, 120)}: ${error}`);
        }
        // A worker starts a new cart now and then, as new shoppers do.
        if (request.kind === 'cart' && random() < 0.05) cartId = null;
        done += 1;
        if (done % every === 0) samples.push(await report(done));
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  console.log(
    `  ${total} requests in ${elapsed.toFixed(0)} s (${(total / elapsed).toFixed(0)}/s); failed: ${failures.size === 0 ? 'none' : [...failures].map(([kind, n]) => `${kind} ${n}`).join(', ')}`,
  );
  for (const sample of failureSamples) console.log(`  ✖ ${sample}`);
  const warm = samples[1] ?? samples[0] ?? 0;
  const peak = Math.max(...samples);
  const last = samples.at(-1) ?? 0;
  const growth = warm > 0 ? (last - warm) / warm : 0;
  met = peak <= RSS_TARGET_MB && growth <= GROWTH_AFTER_WARM_UP;
  console.log(
    `  RSS peak ${peak.toFixed(0)} MB (target ≤ ${RSS_TARGET_MB}), after warm-up ${warm.toFixed(0)} → ${last.toFixed(0)} MB (${(100 * growth).toFixed(1)} %, target ≤ ${100 * GROWTH_AFTER_WARM_UP} %)`,
  );
  console.log(met ? '  ✔ target met' : '  ✖ target missed');
} finally {
  await shop.stop();
  if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(met ? 0 : 1);
