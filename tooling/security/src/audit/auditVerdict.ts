import type { AuditDecision } from './auditDecisions.ts';

/** The part of `pnpm audit --json` the verdict reads (npm's audit report format). */
export interface AuditReport {
  readonly advisories?: Readonly<
    Record<
      string,
      {
        readonly id: number;
        readonly github_advisory_id?: string;
        readonly module_name: string;
        readonly severity: string;
        readonly title: string;
        readonly url: string;
      }
    >
  >;
  readonly error?: { readonly code?: string; readonly message?: string };
}

/** The outcome of an audit run. */
export type AuditVerdict =
  | { readonly status: 'unreachable'; readonly reason: string }
  | {
      readonly status: 'checked';
      /** High or critical advisories with no decision in force: each fails the run. */
      readonly undecided: readonly string[];
      /** High or critical advisories covered by a decision, with its review date. */
      readonly decided: readonly string[];
      /** Decisions past their review date, or naming an advisory the audit no longer reports. */
      readonly stale: readonly string[];
      readonly lower: number;
    };

// The registry answering with an error, or not answering, is not a verdict on the dependencies (`pnpm audit` exits
// non-zero either way): ERR_PNPM_AUDIT_BAD_RESPONSE (an HTTP error such as 405 or 503), and the network's errors.
const UNREACHABLE = /AUDIT_BAD_RESPONSE|FETCH|ECONN|ENOTFOUND|ETIMEDOUT|EAI_AGAIN|ENETUNREACH|socket/i;

/**
 * Reads `pnpm audit --prod --json` against the recorded decisions: every high or critical advisory needs a decision
 * whose review date has not passed (ASVS 5.0 V15.2: components with known vulnerabilities are decided on, in time).
 * An audit endpoint that does not answer is reported as such, not as a clean audit; an answer that is neither a
 * report nor a registry error throws.
 *
 * @example
 * auditVerdict(JSON.parse(stdout), decisions.decisions, new Date()); // { status: 'checked', undecided: [], … }
 */
export function auditVerdict(report: AuditReport, decisions: readonly AuditDecision[], today: Date): AuditVerdict {
  if (report.error) {
    const reason = `${report.error.code ?? 'error'}: ${report.error.message ?? ''}`.trim();
    if (UNREACHABLE.test(reason)) return { status: 'unreachable', reason };
    throw new Error(`pnpm audit failed: ${reason}`);
  }
  if (!report.advisories) throw new Error('pnpm audit answered without an advisories list');
  const day = today.toISOString().slice(0, 10);
  const undecided: string[] = [];
  const decided: string[] = [];
  const stale: string[] = [];
  const reported = new Set<string>();
  let lower = 0;
  for (const advisory of Object.values(report.advisories)) {
    const ids = [String(advisory.id), ...(advisory.github_advisory_id ? [advisory.github_advisory_id] : [])];
    for (const id of ids) reported.add(id);
    if (advisory.severity !== 'high' && advisory.severity !== 'critical') {
      lower += 1;
      continue;
    }
    const label = `${advisory.severity} ${ids.at(-1)} in ${advisory.module_name}: ${advisory.title} (${advisory.url})`;
    const decision = decisions.find((d) => ids.includes(d.advisory) && d.package === advisory.module_name);
    if (decision && decision.reviewBy >= day)
      decided.push(`${label} — ${decision.decision} until ${decision.reviewBy}`);
    else undecided.push(decision ? `${label} — its decision expired on ${decision.reviewBy}` : label);
  }
  for (const decision of decisions) {
    if (!reported.has(decision.advisory)) {
      stale.push(`${decision.advisory} (${decision.package}): no longer reported; remove the decision`);
    } else if (decision.reviewBy < day) {
      stale.push(`${decision.advisory} (${decision.package}): review date ${decision.reviewBy} passed`);
    }
  }
  return { status: 'checked', undecided, decided, stale, lower };
}
