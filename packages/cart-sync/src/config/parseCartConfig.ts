import * as v from 'valibot';
import { CartConfigError } from './CartConfigError';
import { type CartConfig, CartConfigSchema } from './cartConfig';

/**
 * Validates the cart settings and fills the defaults of {@link CartConfigSchema}; invalid settings
 * throw a {@link CartConfigError} naming each problem.
 * @example
 * parseCartConfig({ minicartCountType: 'lines' }).allowOutOfStockInCart; // true
 */
export function parseCartConfig(input: unknown = {}): CartConfig {
  const parsed = v.safeParse(CartConfigSchema, input ?? {});
  if (parsed.success) return parsed.output;
  const problems = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'config'}: ${issue.message}`);
  throw new CartConfigError(`Invalid cart config: ${problems.join('; ')}`);
}
