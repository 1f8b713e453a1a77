import { readFileSync } from 'node:fs';
import { EXAMPLE_SELLER_IDENTITY, type SellerIdentity, SellerIdentitySchema } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { ConfigError } from './ConfigError';

/**
 * The seller's identity from `SELLER_IDENTITY_FILE`, a JSON file validated by `SellerIdentitySchema` (the legal
 * notice, CGV, invoices and e-mails carry it: LCEN art. 6 III, Code de commerce art. R123-237). Without the variable
 * the shop runs with the fictitious `EXAMPLE_SELLER_IDENTITY` (`example: true`); an unreadable, non-JSON or invalid
 * file refuses the start with a `ConfigError` naming each broken field.
 * @example
 * const seller = loadSellerIdentity({ SELLER_IDENTITY_FILE: '/etc/shop/seller.json' });
 */
export function loadSellerIdentity(
  env: Record<string, string | undefined>,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): SellerIdentity {
  const path = env.SELLER_IDENTITY_FILE?.trim();
  if (!path) return EXAMPLE_SELLER_IDENTITY;
  let text: string;
  try {
    text = readFile(path);
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration: SELLER_IDENTITY_FILE: cannot read ${path} (${(error as Error).message})`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration: SELLER_IDENTITY_FILE: ${path} is not JSON (${(error as Error).message})`,
    );
  }
  const parsed = v.safeParse(SellerIdentitySchema, json);
  if (!parsed.success) {
    const details = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'identity'}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid seller identity in ${path} (SELLER_IDENTITY_FILE): ${details}`);
  }
  return parsed.output;
}
