import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
// A throw-away data folder: every run starts from a freshly seeded shop (removed at the end, e2e/globalTeardown.ts).
// The shop creates the folder on start; naming it here leaves nothing behind when this file is evaluated again.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = join(tmpdir(), `citerne-e2e-${process.pid}-${Date.now().toString(36)}`);
  process.env.E2E_REMOVE_DATA_DIR = '1';
}
const dataDir = process.env.E2E_DATA_DIR;
// The shop appends every CSP violation report it receives to this file; the global teardown fails the run on any.
// Named once per run (the workers inherit it), outside the data folder so a kept E2E_DATA_DIR starts clean.
process.env.E2E_CSP_REPORT_FILE ??= join(tmpdir(), `citerne-e2e-csp-${process.pid}-${Date.now().toString(36)}.log`);
const cspReportFile = process.env.E2E_CSP_REPORT_FILE;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Time for a test and for one expectation, on the CI's 2 cores with both workers, a browser each and the shop busy:
  // on a machine where a page fault costs ten times what it does on bare metal (a virtual machine whose memory the
  // host hands out page by page), a new browser context and a page load took two to three times as long as on the
  // session's machine, and an expectation once waited 10 s for a category list. Slow tests (`test.slow()`) get three
  // times the test's time. Only a failing test ever waits this long.
  timeout: 45_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  globalTeardown: './e2e/globalTeardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'off',
    // The shop's service worker (issue 20) is tested by e2e/offline.spec.ts, which allows it; elsewhere each test's
    // fresh browser would install it and precache the whole build, and answers could come from its caches.
    serviceWorkers: 'block',
  },
  projects: [
    // Everything runs on a desktop; the phone runs what differs on a small screen (tests tagged @mobile).
    { name: 'desktop', grepInvert: /@mobile-only/, use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'mobile', grep: /@mobile/, use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  webServer: {
    // The production server by default; E2E_SERVER_COMMAND runs another (e.g. the server from source).
    command: process.env.E2E_SERVER_COMMAND ?? 'node dist/start.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    // The checkout tests read the confirmation and coupon e-mails in the development outbox.
    // The shop runs with a configured (fictitious but valid) seller identity: e2e/sellerIdentity.spec.ts checks the legal
    // pages, the invoice and the e-mails carry it.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MAIL_OUTBOX_VIEWER: 'true',
      SELLER_IDENTITY_FILE: join(import.meta.dirname, 'e2e', 'fixtures', 'sellerIdentity.json'),
      CSP_REPORT_FILE: cspReportFile,
    },
  },
});
