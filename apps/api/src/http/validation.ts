import type { Context } from 'hono';
import * as v from 'valibot';
import { respondError } from './envelope';

/** A valibot failure turned into one readable sentence: `field: message; field: message`. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** Parses the query string with a schema; `null` when it failed and a 400 was prepared. */
export function parseQuery<S extends v.GenericSchema>(c: Context, schema: S) {
  const parsed = v.safeParse(schema, c.req.query());
  if (parsed.success) return { ok: true as const, value: parsed.output as v.InferOutput<S> };
  return { ok: false as const, response: respondError(c, 400, `Invalid query: ${describeIssues(parsed.issues)}`) };
}
