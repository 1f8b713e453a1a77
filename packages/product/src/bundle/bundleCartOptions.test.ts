import { describe, expect, it } from 'vitest';
import { bundleCartOptions } from './bundleCartOptions';

const options = [
  {
    option_id: 1,
    product_links: [
      { id: '1', sku: 'A', qty: 2, is_default: true },
      { id: '2', sku: 'B', qty: 0, is_default: false },
    ],
  },
  { option_id: 3, product_links: [{ id: '1', sku: 'P', qty: 1, is_default: false }] },
];

describe('a bundle selection on a cart line (SPEC §3, §4)', () => {
  it('each option with chosen links carries their ids and the first one’s quantity', () => {
    expect(bundleCartOptions(options, { '1': ['1'], '3': ['1'] })).toEqual([
      { option_id: 1, option_qty: 2, option_selections: [1] },
      { option_id: 3, option_qty: 1, option_selections: [1] },
    ]);
  });

  it('a link quantity of 0 counts as 1, as the price counts it', () => {
    expect(bundleCartOptions(options, { '1': ['2'] })).toEqual([
      { option_id: 1, option_qty: 1, option_selections: [2] },
    ]);
  });

  it('options without a chosen link, and ids that are no link of the option, are left out', () => {
    expect(bundleCartOptions(options, { '1': ['9'], '3': [] })).toEqual([]);
    expect(bundleCartOptions(null, { '1': ['1'] })).toEqual([]);
  });
});
