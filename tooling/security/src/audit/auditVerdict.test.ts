import { describe, expect, it } from 'vitest';
import type { AuditDecision } from './auditDecisions.ts';
import { type AuditReport, auditVerdict } from './auditVerdict.ts';

const today = new Date('2026-11-28T10:00:00Z');
const advisory = (id: number, ghsa: string, module_name: string, severity: string) => ({
  id,
  github_advisory_id: ghsa,
  module_name,
  severity,
  title: `Flaw ${id}`,
  url: `https://github.com/advisories/${ghsa}`,
});
const report: AuditReport = {
  advisories: {
    '1101': advisory(1101, 'GHSA-c2qf-rxjj-qqgw', 'left-pad', 'critical'),
    '1102': advisory(1102, 'GHSA-9wv6-86v2-598j', 'is-odd', 'high'),
    '1103': advisory(1103, 'GHSA-p6mc-m468-83gw', 'is-even', 'moderate'),
  },
};
const decision = (advisory: string, pkg: string, reviewBy: string): AuditDecision => ({
  advisory,
  package: pkg,
  decision: 'not-affected',
  reason: 'The vulnerable function is never called by the shop.',
  reviewBy,
});

describe('auditVerdict', () => {
  it('fails every high or critical advisory that has no decision, and counts the others', () => {
    const verdict = auditVerdict(report, [], today);
    expect(verdict).toMatchObject({ status: 'checked', lower: 1, decided: [] });
    expect(verdict.status === 'checked' && verdict.undecided.map((line) => line.split(':')[0])).toEqual([
      'critical GHSA-c2qf-rxjj-qqgw in left-pad',
      'high GHSA-9wv6-86v2-598j in is-odd',
    ]);
  });

  it('lets a decision in force cover its advisory, by GitHub id or numeric id', () => {
    const verdict = auditVerdict(
      report,
      [decision('GHSA-c2qf-rxjj-qqgw', 'left-pad', '2026-12-31'), decision('1102', 'is-odd', '2026-11-28')],
      today,
    );
    expect(verdict).toMatchObject({ status: 'checked', undecided: [], stale: [] });
    expect(verdict.status === 'checked' && verdict.decided).toHaveLength(2);
  });

  it('fails an advisory whose decision passed its review date, and reports the stale decision', () => {
    const verdict = auditVerdict(report, [decision('GHSA-c2qf-rxjj-qqgw', 'left-pad', '2026-11-27')], today);
    expect(verdict.status === 'checked' && verdict.undecided[0]).toMatch(/left-pad.*expired on 2026-11-27/);
    expect(verdict.status === 'checked' && verdict.stale).toEqual([
      'GHSA-c2qf-rxjj-qqgw (left-pad): review date 2026-11-27 passed',
    ]);
  });

  it('does not let a decision on another package cover an advisory of the same id', () => {
    const verdict = auditVerdict(report, [decision('1101', 'right-pad', '2027-01-01')], today);
    expect(verdict.status === 'checked' && verdict.undecided).toHaveLength(2);
  });

  it('reports a registry that did not answer as unreachable, not as a clean audit', () => {
    const verdict = auditVerdict(
      { error: { code: 'ERR_PNPM_AUDIT_BAD_RESPONSE', message: 'The audit endpoint responded with 405' } },
      [],
      today,
    );
    expect(verdict).toEqual({
      status: 'unreachable',
      reason: 'ERR_PNPM_AUDIT_BAD_RESPONSE: The audit endpoint responded with 405',
    });
  });

  it('throws on any other failure of the audit, or an answer without advisories', () => {
    expect(() => auditVerdict({ error: { code: 'ERR_PNPM_NO_LOCKFILE', message: 'no lockfile' } }, [], today)).toThrow(
      /ERR_PNPM_NO_LOCKFILE/,
    );
    expect(() => auditVerdict({}, [], today)).toThrow(/without an advisories list/);
  });
});
