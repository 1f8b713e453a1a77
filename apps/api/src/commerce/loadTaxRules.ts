import type { TaxRule } from '@citerne/pricing';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { parseTaxRules } from '../pricing/parseTaxRules';

/**
 * The tax rules of the catalogue (`tax_rules`, seeded from `seed/catalog/taxrules.json`: FR 20 %,
 * DE 19 %, IT 22 % …), each validated with the contract's `TaxRuleSchema`; an invalid rule is left out
 * and reported.
 * @example
 * const rules = await loadTaxRules(db);
 */
export async function loadTaxRules(db: Kysely<Database>): Promise<TaxRule[]> {
  const rows = await db.selectFrom('tax_rules').select(['id', 'doc']).orderBy('id').execute();
  return parseTaxRules(
    rows.map((row) => row.doc),
    (message) => console.error(message),
  );
}
