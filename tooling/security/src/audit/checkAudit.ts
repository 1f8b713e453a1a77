// `pnpm --filter @repo/security check:audit`, run by `npm test`: `pnpm audit --prod` against the recorded decisions in
// `security/audit-decisions.json` (SECURITY.md "Dependencies").
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as v from 'valibot';
import { AuditDecisionsSchema } from './auditDecisions.ts';
import { type AuditReport, auditVerdict } from './auditVerdict.ts';

const root = resolve(import.meta.dirname, '../../../..');
const decisionsFile = join(root, 'security/audit-decisions.json');
const parsed = v.safeParse(AuditDecisionsSchema, JSON.parse(readFileSync(decisionsFile, 'utf8')));
if (!parsed.success) {
  for (const issue of parsed.issues) console.error(`✖ ${decisionsFile}: ${v.getDotPath(issue) ?? ''} ${issue.message}`);
  process.exit(1);
}
const audit = spawnSync('pnpm', ['audit', '--prod', '--json'], { cwd: root, encoding: 'utf8', timeout: 120_000 });
let report: AuditReport;
try {
  report = JSON.parse(audit.stdout) as AuditReport;
} catch {
  // No JSON at all: pnpm could not reach the registry before writing a report (offline machine, DNS failure).
  report = { error: { code: 'FETCH_ERROR', message: (audit.stderr || audit.error?.message || 'no answer').trim() } };
}
const verdict = auditVerdict(report, parsed.output.decisions, new Date());
if (verdict.status === 'unreachable') {
  // An offline build must not fail on the registry's absence; it must not pass for an audited one either.
  console.warn(`⚠ Dependency audit NOT done: the registry's audit endpoint did not answer (${verdict.reason}).`);
  console.warn('  Run `pnpm audit --prod` where the registry answers before releasing.');
  process.exit(0);
}
for (const line of verdict.decided) console.log(`  decided: ${line}`);
for (const line of verdict.stale) console.warn(`⚠ stale decision: ${line}`);
if (verdict.undecided.length > 0) {
  console.error(`✖ ${verdict.undecided.length} high or critical advisory(ies) with no decision in ${decisionsFile}:`);
  for (const line of verdict.undecided) console.error(`  ${line}`);
  process.exit(1);
}
console.log(
  `✔ pnpm audit --prod: no undecided high or critical advisory (${verdict.decided.length} decided, ${verdict.lower} low or moderate).`,
);
