import { type Product, ProductSchema } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTaxRules } from '../commerce/loadTaxRules';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';
import { resolveLine } from './resolveLine';

// A made-to-measure dimension gets the middle of its limits (issue 17), another text option '2', a choice its first value.
function requiredOptions(product: Product) {
  const options = product.custom_options ?? (Array.isArray(product.options) ? product.options : []);
  const dimension = (id: number) => product.measure?.dimensions.find((candidate) => candidate.option_id === id);
  const middle = (id: number) => {
    const found = dimension(id);
    if (!found) return '2';
    const value = (found.min + found.max) / 2;
    return String(product.measure?.unit === 'cm' ? Math.floor(value) : value);
  };
  return options
    .filter((option) => option.is_require)
    .map((option) => ({
      option_id: option.option_id,
      option_value:
        'values' in option && Array.isArray(option.values)
          ? String(option.values[0]?.option_type_id)
          : middle(option.option_id),
    }));
}

describe('the seeded catalogue', () => {
  let shop: CommerceTestShop;
  beforeAll(async () => {
    shop = await startCommerceTest('pglite');
  });
  afterAll(() => shop.close());

  it('every visible product but grouped ones can be put in a cart and priced with French VAT', async () => {
    const taxRules = await loadTaxRules(shop.db);
    expect(taxRules.length).toBeGreaterThan(0);
    const rows = await shop.db
      .selectFrom('products')
      .select(['sku', 'doc'])
      .where('visibility', 'in', [2, 3, 4])
      .where('status', '=', 1)
      .where('type_id', '!=', 'grouped')
      .where('sku', 'not like', 'T-%')
      .execute();
    expect(rows.length).toBeGreaterThan(100);
    const refused: string[] = [];
    for (const row of rows) {
      const product = v.parse(ProductSchema, row.doc);
      const child = product.configurable_children?.find((candidate) => (candidate.status ?? 1) < 2);
      const custom = requiredOptions(product);
      try {
        const line = await resolveLine(
          shop.db,
          {
            sku: child?.sku ?? product.sku,
            ...(custom.length > 0 ? { product_option: { extension_attributes: { custom_options: custom } } } : {}),
          },
          { taxRules, context: { country: 'FR', now: shop.clock.now() } },
        );
        if (line.unit.incl < line.unit.excl || line.unit.excl + line.unit.tax !== line.unit.incl)
          refused.push(`${row.sku}: inconsistent price`);
      } catch (error) {
        refused.push(`${row.sku}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
