import * as v from 'valibot';
import { CommerceError } from '../CommerceError';
import { PLATFORM_FAILED } from './magentoErrorToCommerceError';

/**
 * A Magento answer checked against `schema`: what it holds, or a 502 `PLATFORM_ERROR` (the shopper reads SPEC §8's
 * "Something went wrong", the server log says which call answered what) — a Magento extension or version that
 * answers another shape must not be read as if it were right.
 * @example
 * const order = parseMagentoAnswer(MagentoWithdrawalOrderSchema, answer, 'GET /V1/orders/42', log);
 */
export function parseMagentoAnswer<Schema extends v.GenericSchema>(
  schema: Schema,
  answer: unknown,
  what: string,
  log: (message: string) => void,
): v.InferOutput<Schema> {
  const parsed = v.safeParse(schema, answer);
  if (parsed.success) return parsed.output;
  const details = parsed.issues
    .slice(0, 3)
    // The path and what was expected only: a value (an e-mail, a name) has no place in the log.
    .map((issue) => `${v.getDotPath(issue) ?? 'answer'}: expected ${issue.expected ?? issue.type}`)
    .join('; ');
  log(`Magento ${what}: unexpected answer (${details})`);
  throw new CommerceError(502, PLATFORM_FAILED, 'PLATFORM_ERROR');
}
