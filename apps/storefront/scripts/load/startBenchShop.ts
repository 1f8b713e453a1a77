import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadServerConfig, startPlatform } from '@citerne/api';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Units of every managed sku the bench shop holds, so thousands of orders never sell a product out. */
const BENCH_STOCK = 1_000_000;

/** A started shop the bench loads. */
export interface BenchShop {
  baseUrl: string;
  /** Resident memory of the shop's process, in MB. */
  rssMb(): number;
  /** CPU time the shop's process has used so far (user + system), in seconds; 0 where /proc is missing. */
  cpuSeconds(): number;
  /** The shop's `process.memoryUsage()`, when it was started with `reportMemory` (else null). */
  memory(): Promise<NodeJS.MemoryUsage | null>;
  stop(): Promise<void>;
}

/**
 * Readies the bench data (migrations, catalogue seed, stock rows, done by `startPlatform` as the shop would) and
 * raises every managed stock to `BENCH_STOCK`: the bench measures the shop, not running out of tanks.
 * @example
 * await prepareBenchData({ DATA_DIR: '/tmp/bench' });
 */
export async function prepareBenchData(env: Record<string, string>): Promise<void> {
  const platform = await startPlatform(loadServerConfig(env));
  try {
    await platform.database.db
      .updateTable('stock_items')
      .set({ qty: BENCH_STOCK, is_in_stock: true })
      .where('manage_stock', '=', true)
      .execute();
  } finally {
    await platform.close();
  }
}

function residentMb(pid: number): number {
  // Linux's /proc gives the figure without a child process; `ps` elsewhere.
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    if (kb) return Number(kb) / 1024;
  } catch {
    // not Linux
  }
  return 0;
}

/** CPU time a process has used so far (user + system), in seconds; 0 where /proc is missing. */
export function cpuSecondsOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised command name): utime and stime, in clock ticks.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

async function waitForShop(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop exited with code ${child.exitCode} before answering`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop did not answer ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Starts the production build (`node dist/start.js`, or `BENCH_SERVER_COMMAND`) on `port` with `env`, and waits
 * until its home page answers. `nodeArgs` go to Node (`--cpu-prof` to profile the shop under load).
 * @example
 * const shop = await startBenchShop(3240, { DATA_DIR: dir }, []);
 * await shop.stop();
 */
export async function startBenchShop(
  port: number,
  env: Record<string, string>,
  nodeArgs: string[],
  { reportMemory = false }: { reportMemory?: boolean } = {},
): Promise<BenchShop> {
  // The soak asks the shop for its heap over an IPC channel, answered by a module loaded before the shop's own.
  const memoryArgs = reportMemory ? ['--import', join(appDir, 'scripts', 'soak', 'reportMemory.ts')] : [];
  const command = process.env.BENCH_SERVER_COMMAND?.split(' ') ?? [
    process.execPath,
    ...nodeArgs,
    ...memoryArgs,
    'dist/start.js',
  ];
  const [program = process.execPath, ...args] = command;
  const child = spawn(program, args, {
    cwd: appDir,
    // As `npm start` runs the shop (tooling/bootstrap/main.mjs): two malloc arenas and a fixed mmap threshold, unless
    // the caller says otherwise.
    env: {
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
    },
    stdio: reportMemory ? ['ignore', 'ignore', 'inherit', 'ipc'] : ['ignore', 'ignore', 'inherit'],
  });
  // The bench dying (Ctrl-C, an exception) must not leave the shop running.
  const killShop = () => child.kill('SIGKILL');
  process.once('exit', killShop);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    // A fresh data folder is migrated and seeded first: a minute on a quiet machine, more on a busy one.
    await waitForShop(baseUrl, child, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    rssMb: () => (child.pid === undefined ? 0 : residentMb(child.pid)),
    cpuSeconds: () => cpuSecondsOf(child.pid),
    memory: () =>
      new Promise((resolve) => {
        if (!reportMemory || !child.connected) return resolve(null);
        const timer = setTimeout(() => resolve(null), 5_000);
        child.once('message', (message) => {
          clearTimeout(timer);
          resolve((message as { memory?: NodeJS.MemoryUsage }).memory ?? null);
        });
        child.send('memory');
      }),
    stop: () =>
      new Promise((resolve) => {
        process.off('exit', killShop);
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
