import { describe, expect, it } from 'vitest';
import { bundleDefaultSelections } from './bundleDefaultSelections.js';

const tank = { sku: 'CS-10M3', price: 1000 };
const bigTank = { sku: 'CS-20M3', price: 1500 };

describe('bundleDefaultSelections', () => {
  it('picks, for each option, the link flagged as default, otherwise the first', () => {
    const options = [
      {
        option_id: 1,
        product_links: [
          { sku: 'CS-20M3', product: bigTank },
          { sku: 'CS-10M3', is_default: true },
        ],
      },
      { option_id: 2, product_links: [{ sku: 'RACCORD', qty: 2 }, { sku: 'VANNE' }] },
    ];
    expect(
      bundleDefaultSelections(options).map(({ option, link, qty, path }) => [option.option_id, link.sku, qty, path]),
    ).toEqual([
      [1, 'CS-10M3', 1, 'bundle_options[0].product_links[1]'],
      [2, 'RACCORD', 2, 'bundle_options[1].product_links[0]'],
    ]);
  });

  it('a default selection quantity of 0, or none, counts as 1, as in Magento', () => {
    const options = [
      { option_id: 1, product_links: [{ sku: 'CS-10M3', qty: 0, is_default: true, product: tank }] },
      { option_id: 2, product_links: [{ sku: 'RACCORD', qty: null }] },
    ];
    expect(bundleDefaultSelections(options).map((selection) => selection.qty)).toEqual([1, 1]);
  });

  it('selects nothing for an option without links', () => {
    expect(bundleDefaultSelections([{ option_id: 1, product_links: [] }, { option_id: 2 }])).toEqual([]);
    expect(bundleDefaultSelections(undefined)).toEqual([]);
  });

  it('refuses a negative quantity and malformed options, naming the field', () => {
    expect(() => bundleDefaultSelections([{ product_links: [{ qty: -2 }] }])).toThrow(
      expect.objectContaining({ code: 'negative_amount', path: 'bundle_options[0].product_links[0].qty' }),
    );
    expect(() => bundleDefaultSelections([null as never])).toThrow(
      expect.objectContaining({ code: 'invalid_input', path: 'bundle_options[0]' }),
    );
  });
});
