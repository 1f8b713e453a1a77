import { existsSync, readFileSync, rmSync } from 'node:fs';

/**
 * Removes the data folder the run created for its shop (about 40 MB of seeded database each run), then fails the
 * run if the shop's CSP report endpoint received any report while the suite browsed the whole shop (issue 19: the
 * policy must not break the shop). The e2e server appends each report to `CSP_REPORT_FILE`
 * (playwright.config.ts); each test also fails on its own pages' violations (the `cspViolations` fixture, e2e/shop.ts).
 */
export default function globalTeardown() {
  const dataDir = process.env.E2E_DATA_DIR;
  const reportFile = process.env.E2E_CSP_REPORT_FILE;
  const reports = reportFile && existsSync(reportFile) ? readFileSync(reportFile, 'utf8').trim() : '';
  if (reportFile) rmSync(reportFile, { force: true });
  if (dataDir && process.env.E2E_REMOVE_DATA_DIR === '1') rmSync(dataDir, { recursive: true, force: true });
  if (reports) {
    const lines = reports.split('\n');
    throw new Error(`The CSP report endpoint received ${lines.length} report(s) during the run:\n${lines.join('\n')}`);
  }
}
