import { TaxRuleSchema } from '@citerne/core-api/contract';
import type { TaxRule } from '@citerne/pricing';
import * as v from 'valibot';

/**
 * Tax rule documents as stored (SPEC §3 "Tax rule"), each validated with the contract's `TaxRuleSchema`, as the
 * `TaxRule`s of `@citerne/pricing`: the one place stored rules become typed rules, so none crosses into pricing
 * through a cast. An invalid rule (a rate outside 0–100 % or a country that is no ISO code included) is left out and
 * reported (named by its `id`, else its position).
 * @example
 * const rules = parseTaxRules(rows.map((row) => row.doc), (message) => console.error(message));
 */
// Pricing refuses a rate outside 0–100 % (`readRate`) on every computation: such a rule is refused once, here.
const ServedTaxRuleSchema = v.pipe(
  TaxRuleSchema,
  v.check(
    (rule) => rule.rates.every((rate) => Number.isFinite(rate.rate) && rate.rate >= 0 && rate.rate <= 100),
    'a rate is not between 0 and 100 %',
  ),
  v.check(
    (rule) => rule.rates.every((rate) => /^[A-Z]{2}$/.test(rate.tax_country_id)),
    'a country is not a two-letter ISO code',
  ),
);

export function parseTaxRules(docs: readonly unknown[], report: (message: string) => void): TaxRule[] {
  return docs.flatMap((doc, index) => {
    const parsed = v.safeParse(ServedTaxRuleSchema, doc);
    if (parsed.success) return [parsed.output];
    const id = typeof doc === 'object' && doc !== null && 'id' in doc ? String(doc.id) : `#${index}`;
    report(`Tax rule ${id} is invalid: ${parsed.issues[0]?.message}`);
    return [];
  });
}
