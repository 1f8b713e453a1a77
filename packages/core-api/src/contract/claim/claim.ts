import * as v from 'valibot';

/**
 * A claim kept in the browser (SPEC §3 "Claim"), such as `cookiesAccepted`.
 *
 * @example
 * v.parse(ClaimSchema, { code: 'cookiesAccepted', created_at: '2025-05-02T10:00:00.000Z', value: true });
 */
export const ClaimSchema = v.object({
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  value: v.unknown(),
  description: v.optional(v.string()),
});

/** A claim kept in the browser. */
export type Claim = v.InferOutput<typeof ClaimSchema>;
