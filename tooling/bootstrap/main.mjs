#!/usr/bin/env node
// The two commands of the README:
//   npm start — provision, build, seed on first run, serve the shop on http://localhost:3000
//   npm test  — provision, then run every check and every test, and print how many ran and passed
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { provision, provisionChromium, provisionNginx, root, run, step } from './provision.mjs';

const command = process.argv[2];
if (command !== 'start' && command !== 'test') {
  console.error('Usage: node tooling/bootstrap/main.mjs <start|test>');
  process.exit(2);
}

/** The test reports `npm test` sums: `.reports/{unit,stories,e2e}.json` in each workspace. */
const kinds = [
  ['unit', 'Unit'],
  ['stories', 'Stories'],
  ['e2e', 'End-to-end'],
];
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

if (command === 'start') {
  const env = provision();
  step('Building the packages, the API and the storefront');
  if (
    run('pnpm', ['turbo', 'run', 'build', '--filter=@citerne/storefront...', '--output-logs=errors-only'], { env }) !==
    0
  ) {
    console.error('\n✖ The build failed; see the errors above.');
    process.exit(1);
  }
  step(
    `Starting the shop (ready in ${elapsed()} of provisioning and build; the database is created and seeded on first run)`,
  );
  // Two glibc malloc arenas instead of eight per core: sharp's threads otherwise keep hundreds of MB of freed native
  // memory; and a fixed mmap threshold, so that image buffers (over 128 KB) go back to the system when freed instead
  // of glibc raising the threshold and keeping them in its heap (soak: 856 → 713 MB after 12 000 requests, same CPU).
  // Measured by `pnpm bench:soak` (issue 21). Ignored where glibc is not the allocator.
  const status = run('node', ['apps/storefront/dist/start.js'], {
    env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', ...env, NODE_ENV: 'production' },
  });
  process.exit(status);
}

// npm test
const nginx = provisionNginx();
const env = { ...provision(), CHROMIUM_PATH: provisionChromium(), ...(nginx ? { NGINX_PATH: nginx } : {}) };
// The secrets' test configuration (tooling/security): distinctive fake values that must never reach the browser.
const fakeServerSecrets = JSON.parse(readFileSync(join(root, 'tooling/security/fakeServerSecrets.json'), 'utf8'));
for (const report of findReports()) rmSync(report.path, { force: true });

/**
 * Each check: its name, the pnpm arguments that run it (or a list of them, run at once) and what it adds to the
 * environment; any failure fails the run.
 * The build runs with distinctive fake server secrets, which the bundle check then looks for in the browser bundle.
 */
const checks = [
  ['Build (packages, apps, Storybook)', ['turbo', 'run', 'build', '--output-logs=errors-only'], fakeServerSecrets],
  [
    'No server secret or server-only code in the browser bundle',
    ['--filter', '@repo/security', 'check:bundle'],
    fakeServerSecrets,
  ],
  ['Dependency advisories (pnpm audit --prod, recorded decisions)', ['--filter', '@repo/security', 'check:audit']],
  [
    'Typecheck (TypeScript strict, every workspace)',
    ['turbo', 'run', 'typecheck', '--continue', '--output-logs=errors-only'],
  ],
  ['Lint and format (Biome)', ['biome', 'ci', '.']],
  ['Import boundaries (dependency-cruiser)', ['run', 'boundaries']],
  ['Unused files, exports and dependencies (knip)', ['knip']],
  [
    'Changesets (no published package changed since its version without one)',
    ['--filter', '@repo/release', 'check:changesets'],
  ],
  ['Size budgets of the published entry points (size-limit, .size-limit.js)', ['run', 'size']],
  [
    'Published packages (publint --strict, attw --pack)',
    ['turbo', 'run', 'check:package', '--continue', '--output-logs=errors-only'],
  ],
  [
    'Unit tests (Vitest, every workspace)',
    // Two runs side by side, one per core: the API's suite (the longest: 7 to 8 minutes on the CI's machine) from the
    // start, and every other workspace's one after the other. Turbo alone, given both cores, started the API's suite
    // last, after the packages', and the run waited two more minutes for it.
    [
      ['turbo', 'run', 'test', '--filter=@citerne/api', '--continue', '--output-logs=full'],
      ['turbo', 'run', 'test', '--filter=!@citerne/api', '--concurrency=1', '--continue', '--output-logs=full'],
    ],
  ],
  [
    'Story tests (Storybook interactions and axe, in Chromium)',
    ['turbo', 'run', 'test:stories', '--continue', '--output-logs=full'],
  ],
  ['End-to-end tests (Playwright, Debian Chromium)', ['turbo', 'run', 'e2e', '--output-logs=full']],
];

const failed = [];
for (const [name, args, extraEnv] of checks) {
  step(`${name} — ${elapsed()}`);
  const options = { env: { ...env, ...extraEnv } };
  const status = Array.isArray(args[0])
    ? Math.max(...(await Promise.all(args.map((each) => runAlongside('pnpm', each, options)))))
    : run('pnpm', args, options);
  if (status !== 0) {
    failed.push(name);
    console.error(`\n✖ ${name} failed`);
  }
}

const reports = findReports();
const sum = { passed: 0, failed: 0, skipped: 0 };
console.log(`\n── Summary (${elapsed()}) ──`);
for (const [kind, label] of kinds) {
  const t = count(reports.filter((report) => report.kind === kind));
  for (const key of Object.keys(sum)) sum[key] += t[key];
  console.log(
    `${label} tests: ${t.passed + t.failed + t.skipped} ran in ${t.files} report(s) — ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`,
  );
}
if (failed.length > 0) console.log(`Failed checks: ${failed.join('; ')}`);
else console.log('Every check passed.');
const noTests = sum.passed === 0;
if (noTests) console.log('No test ran: that is a failure.');
// A failed check (typecheck, lint, boundaries…) counts as a failure in the closing line too.
console.log(`Total: ${sum.passed} passed, ${sum.failed + failed.length} failed, ${sum.skipped} skipped`);
process.exit(failed.length > 0 || sum.failed > 0 || noTests ? 1 : 0);

/** Runs a command while others run, its output on this process's; resolves to its exit status. */
function runAlongside(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** JSON reports the runners wrote: `.reports/{unit,stories,e2e}.json` in each workspace. */
function findReports() {
  const reports = [];
  for (const group of ['apps', 'packages', 'tooling']) {
    const dir = join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      for (const [kind] of kinds) {
        const path = join(dir, name, '.reports', `${kind}.json`);
        if (existsSync(path)) reports.push({ kind, path });
      }
    }
  }
  return reports;
}

/** Sums the counts of the given reports; a report that cannot be read counts as a failure. */
function count(reports) {
  const result = { passed: 0, failed: 0, skipped: 0, files: 0 };
  for (const report of reports) {
    let data;
    try {
      data = JSON.parse(readFileSync(report.path, 'utf8'));
    } catch {
      result.failed += 1;
      continue;
    }
    result.files += 1;
    if (data.stats && typeof data.stats.expected === 'number') {
      // Playwright's JSON reporter
      result.passed += data.stats.expected + (data.stats.flaky ?? 0);
      result.failed += data.stats.unexpected;
      result.skipped += data.stats.skipped;
    } else {
      // Vitest's JSON reporter (Jest-compatible)
      result.passed += data.numPassedTests ?? 0;
      result.failed += data.numFailedTests ?? 0;
      result.skipped += (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0);
    }
  }
  return result;
}
