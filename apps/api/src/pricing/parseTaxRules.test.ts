import type { TaxRule } from '@citerne/pricing';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { parseTaxRules } from './parseTaxRules';

const frenchVat = {
  id: 1,
  product_tax_class_ids: [2],
  customer_tax_class_ids: [0, 1],
  rates: [{ rate: 20, tax_country_id: 'FR', region_name: '', tax_region_id: 0 }],
};

describe('parseTaxRules', () => {
  it("reads stored rules as pricing's TaxRule, extra fields kept", () => {
    const rules = parseTaxRules([{ ...frenchVat, code: 'TVA FR' }], () => {});
    expectTypeOf(rules).toEqualTypeOf<TaxRule[]>();
    expect(rules).toEqual([{ ...frenchVat, code: 'TVA FR' }]);
  });

  it('leaves an invalid rule out and reports it by id, else by position', () => {
    const reports: string[] = [];
    const rules = parseTaxRules(
      [{ ...frenchVat, id: 7, rates: [{ rate: '20' }] }, frenchVat, 'not a rule'],
      (message) => reports.push(message),
    );
    expect(rules).toEqual([frenchVat]);
    expect(reports).toHaveLength(2);
    expect(reports[0]).toMatch(/^Tax rule 7 is invalid: /);
    expect(reports[1]).toMatch(/^Tax rule #2 is invalid: /);
  });
});
