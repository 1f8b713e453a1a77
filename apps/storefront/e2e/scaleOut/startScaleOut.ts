import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const appDir = join(import.meta.dirname, '..', '..');
const repositoryRoot = join(appDir, '..', '..');

/** What the scale-out test needs and whether this machine has it; `missing` names what is absent. */
export function scaleOutRequirements(): { missing: string[]; nginx: string } {
  const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  const missing = [
    ...(process.env.TEST_DATABASE_URL ? [] : ['TEST_DATABASE_URL (a PostgreSQL server)']),
    ...(process.env.TEST_REDIS_URL ? [] : ['TEST_REDIS_URL (a Redis server)']),
    ...(existsSync(nginx) ? [] : [`nginx (${nginx}; apt-get install nginx-light)`]),
  ];
  return { missing, nginx };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200 (a process's start: migrations, seed, search index), failing after `ms`. */
async function answers(url: string, ms: number, child?: ChildProcess): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface ShopProcess {
  readonly port: number;
  readonly child: ChildProcess;
  readonly output: string[];
}

export interface ScaleOut {
  /** The shop's address: nginx. */
  readonly url: string;
  readonly processes: readonly ShopProcess[];
  /** Every nginx request's upstreams (`ip:port`, several comma-separated when one failed), as nginx logged them. */
  upstreams(): string[];
  close(): Promise<void>;
}

/**
 * Starts the production layout of README "Running at scale" on this machine: a fresh database on the PostgreSQL server
 * of TEST_DATABASE_URL, two shop processes of the built shop (`dist/start.js`) with search on PostgreSQL
 * (`SEARCH=postgres`) and the Redis output cache (TEST_REDIS_URL, a key prefix of its own), and nginx in front with
 * the repository's configuration (`deploy/nginx/citerne.conf`, ports replaced). The first process creates and seeds
 * the database and builds the search index; the second starts on them.
 */
export async function startScaleOut(nginxPath: string): Promise<ScaleOut> {
  const server = process.env.TEST_DATABASE_URL as string;
  const name = `citerne_scale_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = new URL(server);
  databaseUrl.pathname = `/${name}`;
  const work = mkdtempSync(join(tmpdir(), 'citerne-scale-'));
  const [nginxPort, ...ports] = [await freePort(), await freePort(), await freePort()] as [number, number, number];
  const url = `http://127.0.0.1:${nginxPort}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: join(work, 'data'),
    DATABASE_URL: databaseUrl.toString(),
    SEARCH: 'postgres',
    REDIS_URL: process.env.TEST_REDIS_URL as string,
    OUTPUT_CACHE_KEY_PREFIX: `citerne-scale-${randomBytes(4).toString('hex')}:`,
    CACHE_INVALIDATE_TOKEN: randomBytes(24).toString('hex'),
    // Every process signs and checks the same tokens and links.
    COMMERCE_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: url,
    TRUST_PROXY: 'true',
    MAIL_OUTBOX_VIEWER: 'true',
    SELLER_IDENTITY_FILE: join(appDir, 'e2e', 'fixtures', 'sellerIdentity.json'),
  };
  const processes: ShopProcess[] = [];
  const startShop = async (port: number) => {
    const output: string[] = [];
    const child = spawn(process.execPath, ['dist/start.js'], {
      cwd: appDir,
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    processes.push({ port, child, output });
    await answers(`http://127.0.0.1:${port}/api/health`, 120_000, child);
  };
  const nginxConf = join(work, 'nginx.conf');
  let nginx: ChildProcess | undefined;
  const close = async () => {
    for (const shop of processes) shop.child.kill('SIGKILL');
    nginx?.kill('SIGQUIT');
    const done = new pg.Client({ connectionString: server });
    await done.connect();
    await done.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await done.end();
    rmSync(work, { recursive: true, force: true });
  };
  try {
    for (const port of ports) await startShop(port);
    // The repository's configuration, with this run's ports and folders, and the upstream of each answer logged.
    const site = readFileSync(join(repositoryRoot, 'deploy', 'nginx', 'citerne.conf'), 'utf8')
      .replace(/server 127\.0\.0\.1:3001 /, `server 127.0.0.1:${ports[0]} `)
      .replace(/server 127\.0\.0\.1:3002 /, `server 127.0.0.1:${ports[1]} `)
      .replace(/listen 80;/, `listen 127.0.0.1:${nginxPort};`)
      .replace('/var/cache/nginx/citerne-img', join(work, 'img-cache'));
    if (site.includes(':3001') || site.includes('listen 80'))
      throw new Error('deploy/nginx/citerne.conf changed shape');
    writeFileSync(join(work, 'citerne.conf'), site);
    writeFileSync(
      nginxConf,
      [
        'daemon off;',
        'worker_processes 1;',
        `pid ${join(work, 'nginx.pid')};`,
        `error_log ${join(work, 'nginx-error.log')} warn;`,
        'events { worker_connections 256; }',
        'http {',
        `  log_format upstream '$upstream_addr | $status $request_method $uri';`,
        `  access_log ${join(work, 'nginx-access.log')} upstream;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${join(work, `${kind}-temp`)};`,
        ),
        `  include ${join(work, 'citerne.conf')};`,
        '}',
      ].join('\n'),
    );
    nginx = spawn(nginxPath, ['-c', nginxConf, '-p', work], { stdio: ['ignore', 'inherit', 'inherit'] });
    await answers(`${url}/api/health`, 20_000, nginx);
  } catch (error) {
    const logs = processes.map((shop) => shop.output.join('')).join('\n---\n');
    await close();
    throw new Error(`${(error as Error).message}\n${logs}`);
  }
  return {
    url,
    processes,
    upstreams: () =>
      readFileSync(join(work, 'nginx-access.log'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.slice(0, line.indexOf(' | '))),
    close,
  };
}
