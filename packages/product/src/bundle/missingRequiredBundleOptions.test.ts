import { describe, expect, it } from 'vitest';
import { missingRequiredBundleOptions } from './missingRequiredBundleOptions';

const options = [
  {
    option_id: 1,
    title: 'Citerne',
    required: true,
    product_links: [{ id: '1', sku: 'CS', qty: 1, is_default: false }],
  },
  { option_id: 2, title: 'Kit', required: true, product_links: [{ id: '3', sku: 'KIT', qty: 1, is_default: false }] },
  {
    option_id: 3,
    title: 'Pompe',
    required: false,
    product_links: [{ id: '5', sku: 'POMPE', qty: 1, is_default: false }],
  },
];

describe('a bundle’s required options must be chosen before adding (SPEC §5)', () => {
  it('a required option without a chosen product is missing; an optional one never', () => {
    expect(
      missingRequiredBundleOptions(options, [{ option_id: 1, option_selections: [1] }]).map((o) => o.option_id),
    ).toEqual([2]);
  });

  it('an option chosen with no selection counts as not chosen', () => {
    expect(
      missingRequiredBundleOptions(options, [
        { option_id: 1, option_selections: [] },
        { option_id: 2, option_selections: [3] },
      ]).map((o) => o.option_id),
    ).toEqual([1]);
  });

  it('nothing is missing once every required option has a product', () => {
    expect(
      missingRequiredBundleOptions(options, [
        { option_id: 1, option_selections: [1] },
        { option_id: 2, option_selections: [3] },
      ]),
    ).toEqual([]);
    expect(missingRequiredBundleOptions(undefined, undefined)).toEqual([]);
  });
});
