import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AuditDecisionsSchema } from './auditDecisions.ts';

const valid = {
  advisory: 'GHSA-c2qf-rxjj-qqgw',
  package: 'left-pad',
  decision: 'mitigated',
  reason: 'Only reached with input the shop validates first.',
  reviewBy: '2027-02-01',
};

describe('AuditDecisionsSchema', () => {
  it("accepts the repository's decisions file", () => {
    const file = resolve(import.meta.dirname, '../../../../security/audit-decisions.json');
    expect(v.safeParse(AuditDecisionsSchema, JSON.parse(readFileSync(file, 'utf8'))).success).toBe(true);
  });

  it.each([
    ['advisory', 'CVE-2026-1234'],
    ['decision', 'ignore'],
    ['reason', 'fine'],
    ['reviewBy', '01/02/2027'],
  ])('refuses a decision whose %s is %j', (field, value) => {
    const parsed = v.safeParse(AuditDecisionsSchema, { decisions: [{ ...valid, [field]: value }] });
    expect(parsed.success).toBe(false);
    expect(parsed.issues?.map((issue) => v.getDotPath(issue))).toEqual([`decisions.0.${field}`]);
  });
});
