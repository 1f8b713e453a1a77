// `pnpm bench:load` (issue 19): 200 concurrent shopper sessions for 60 s against the production build on the
// embedded PGlite database — pages, catalogue searches, cart create/update/totals, shipping, orders — then the same
// on PostgreSQL when TEST_DATABASE_URL is set. Prints, per kind of request, the count, errors, timeouts (10 s) and
// p50/p95/p99, and the shop process's memory before and after. Exits 1 when the target is missed: 0 errors,
// 0 timeouts, cart and order calls p99 ≤ 500 ms.
//
// Needs `pnpm turbo run build --filter=@citerne/storefront...` (the shop and the API's dist). Options, as flags or
// environment: --duration=60 (BENCH_DURATION, seconds), --concurrency=200 (BENCH_CONCURRENCY), --timeout=10
// (BENCH_TIMEOUT, seconds), --think=2000 (BENCH_THINK_MS, a shopper's mean pause before each of their actions; 0 for a
// closed loop with no pause, the stress mode), --ramp=10 (BENCH_RAMP, seconds over which the sessions arrive), --port=3240 (BENCH_PORT),
// --only=pglite|postgres; BENCH_NODE_ARGS gives the shop's Node flags (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { openDatabase } from '@citerne/api';
import { seededRandom } from '@repo/test-utils/random';
import { loadAverage } from './bench/loadAverage.ts';
import { numberFlag } from './bench/numberFlag.ts';
import { benchCatalogue } from './load/benchCatalogue.ts';
import { type KindSummary, LatencyRecorder } from './load/LatencyRecorder.ts';
import { runShopperSession } from './load/runShopperSession.ts';
import { prepareBenchData, startBenchShop } from './load/startBenchShop.ts';

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '60' },
    concurrency: { type: 'string', default: process.env.BENCH_CONCURRENCY ?? '200' },
    timeout: { type: 'string', default: process.env.BENCH_TIMEOUT ?? '10' },
    think: { type: 'string', default: process.env.BENCH_THINK_MS ?? '2000' },
    ramp: { type: 'string', default: process.env.BENCH_RAMP ?? '10' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3240' },
    only: { type: 'string' },
  },
});

const durationS = numberFlag('duration', flags.duration);
const concurrency = numberFlag('concurrency', flags.concurrency, { integer: true });
const timeoutMs = numberFlag('timeout', flags.timeout) * 1000;
const thinkMs = numberFlag('think', flags.think, { allowZero: true });
const rampMs = numberFlag('ramp', flags.ramp, { allowZero: true }) * 1000;
const port = numberFlag('port', flags.port, { integer: true });
const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const CART_OR_ORDER_P99_MS = 500;

const fixed = (value: number) => value.toFixed(1).padStart(8);

function printTable(summaries: KindSummary[]): void {
  console.log(
    `  ${'request'.padEnd(28)}${'count'.padStart(8)}${'errors'.padStart(8)}${'timeouts'.padStart(9)}       p50       p95       p99       max  (ms)`,
  );
  for (const s of summaries) {
    console.log(
      `  ${s.kind.padEnd(28)}${String(s.count).padStart(8)}${String(s.errors).padStart(8)}${String(s.timeouts).padStart(9)}  ${fixed(s.p50)}  ${fixed(s.p95)}  ${fixed(s.p99)}  ${fixed(s.max)}`,
    );
  }
}

/** Loads one shop for the run's duration; true when the target is met. */
async function runOn(label: string, env: Record<string, string>): Promise<boolean> {
  console.log(`\n▶ ${label}: preparing the data (migrations, seed, stock of ${'1 000 000'} per sku)…`);
  await prepareBenchData(env);
  const shop = await startBenchShop(port, env, nodeArgs);
  try {
    const catalogue = benchCatalogue();
    // One warm-up journey: the first render of each route module is not what a busy day looks like.
    const warm = new LatencyRecorder();
    await runShopperSession({
      baseUrl: shop.baseUrl,
      catalogue,
      recorder: warm,
      deadline: performance.now() + 3_000,
      timeoutMs,
      thinkMs: 0,
      sessionId: 0,
      random: seededRandom(0).next,
    });
    const rssBefore = shop.rssMb();
    const cpuBefore = shop.cpuSeconds();
    console.log(
      `  ${concurrency} sessions for ${durationS} s (arriving over ${rampMs / 1000} s, timeout ${timeoutMs / 1000} s, think ${thinkMs} ms); shop RSS before: ${rssBefore.toFixed(0)} MB`,
    );
    const recorder = new LatencyRecorder();
    const clientCpuBefore = process.cpuUsage();
    // The client's own delays count in every latency it measures: its event loop's are printed with the figures.
    const clientDelay = monitorEventLoopDelay({ resolution: 10 });
    clientDelay.enable();
    const started = performance.now();
    const deadline = started + durationS * 1000;
    const orders = await Promise.all(
      Array.from({ length: concurrency }, async (_, index) => {
        // Shoppers arrive one after another over the ramp, not all in the same millisecond.
        await new Promise((resolve) => setTimeout(resolve, (index * rampMs) / concurrency));
        return runShopperSession({
          baseUrl: shop.baseUrl,
          catalogue,
          recorder,
          deadline,
          timeoutMs,
          thinkMs,
          sessionId: index + 1,
          random: seededRandom(index + 1).next,
        });
      }),
    );
    const elapsedS = (performance.now() - started) / 1000;
    const rssAfter = shop.rssMb();
    const cpuUsed = shop.cpuSeconds() - cpuBefore;
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const clientCpuS = (clientCpu.user + clientCpu.system) / 1e6;
    clientDelay.disable();
    const summaries = recorder.summaries();
    const total = summaries.reduce((sum, s) => sum + s.count, 0);
    printTable(summaries);
    console.log(
      `  ${total} requests in ${elapsedS.toFixed(1)} s (${(total / elapsedS).toFixed(0)}/s), ${orders.reduce((a, b) => a + b, 0)} orders placed; shop RSS ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB`,
    );
    // The shop's share of the machine: on a busy machine (other work running) it gets less than its cores.
    console.log(
      `  shop CPU: ${cpuUsed.toFixed(1)} s over ${elapsedS.toFixed(1)} s (${((100 * cpuUsed) / elapsedS).toFixed(0)} % of one core), ${(total / Math.max(cpuUsed, 0.001)).toFixed(0)} requests per CPU second; the bench's own client: ${clientCpuS.toFixed(1)} s (${((100 * clientCpuS) / elapsedS).toFixed(0)} %), event-loop delay p99 ${(clientDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(clientDelay.max / 1e6).toFixed(0)} ms`,
    );
    for (const [kind, samples] of recorder.errorSamples())
      for (const sample of samples) console.log(`  ✖ ${kind}: ${sample}`);
    const failures = summaries.flatMap((s) => [
      ...(s.errors > 0 ? [`${s.kind}: ${s.errors} errors`] : []),
      ...(s.timeouts > 0 ? [`${s.kind}: ${s.timeouts} timeouts`] : []),
      ...((s.kind.startsWith('cart/') || s.kind === 'order') && s.p99 > CART_OR_ORDER_P99_MS
        ? [`${s.kind}: p99 ${s.p99.toFixed(0)} ms > ${CART_OR_ORDER_P99_MS} ms`]
        : []),
    ]);
    console.log(failures.length === 0 ? '  ✔ target met' : `  ✖ target missed: ${failures.join('; ')}`);
    return failures.length === 0;
  } finally {
    await shop.stop();
  }
}

console.log(
  `Load bench on ${cpus().length} CPU(s) (${cpus()[0]?.model ?? 'unknown'}), load average ${loadAverage()} before the run`,
);
const dataDir = mkdtempSync(join(tmpdir(), 'citerne-load-'));
let met = true;
try {
  if (flags.only !== 'postgres') met = (await runOn('embedded PGlite', { DATA_DIR: dataDir })) && met;
  const url = process.env.TEST_DATABASE_URL;
  if (flags.only !== 'pglite') {
    if (!url) {
      console.log('\n▶ PostgreSQL: SKIPPED (TEST_DATABASE_URL is not set)');
    } else {
      // A throw-away schema on the test server, dropped after the run.
      const schema = `bench_${process.pid}`;
      const admin = await openDatabase({ kind: 'postgres', url });
      await admin.runScript(`create schema ${schema}`);
      const scoped = new URL(url);
      scoped.searchParams.set('options', `-c search_path=${schema}`);
      try {
        met = (await runOn('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: scoped.toString() })) && met;
      } finally {
        await admin.runScript(`drop schema ${schema} cascade`);
        await admin.close();
      }
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\nLoad average after: ${loadAverage()}`);
process.exit(met ? 0 : 1);
