import * as v from 'valibot';

const isoDay = v.pipe(v.string(), v.isoDate('must be a date YYYY-MM-DD'));

/**
 * `security/audit-decisions.json`: the recorded decision on each high or critical advisory of a production dependency
 * that the shop keeps for now. A decision holds until its review date; after it, the advisory fails the audit again.
 */
export const AuditDecisionsSchema = v.object({
  decisions: v.array(
    v.object({
      /** The advisory's GitHub id (`GHSA-xxxx-xxxx-xxxx`) or the registry's numeric id. */
      advisory: v.pipe(
        v.string(),
        v.regex(/^(GHSA(-[23456789cfghjmpqrvwx]{4}){3}|\d{1,10})$/, 'must be a GHSA id or a number'),
      ),
      package: v.pipe(v.string(), v.minLength(1, 'must name the package')),
      decision: v.picklist(['not-affected', 'mitigated', 'accepted'], 'must be not-affected, mitigated or accepted'),
      reason: v.pipe(v.string(), v.minLength(20, 'must say why, in a sentence')),
      reviewBy: isoDay,
    }),
  ),
});

export type AuditDecisions = v.InferOutput<typeof AuditDecisionsSchema>;
export type AuditDecision = AuditDecisions['decisions'][number];
