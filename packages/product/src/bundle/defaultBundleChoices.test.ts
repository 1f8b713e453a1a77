import { describe, expect, it } from 'vitest';
import { defaultBundleChoices } from './defaultBundleChoices';

const link = (id: string, isDefault: boolean) => ({ id, sku: `S${id}`, qty: 1, is_default: isDefault });

describe('a bundle’s starting selection (SPEC §4)', () => {
  it('takes the link flagged default', () => {
    expect(
      defaultBundleChoices([{ option_id: 1, required: true, product_links: [link('1', false), link('2', true)] }]),
    ).toEqual({ '1': ['2'] });
  });

  it('takes the first link of a required option without a default', () => {
    expect(
      defaultBundleChoices([{ option_id: 2, required: true, product_links: [link('4', false), link('5', false)] }]),
    ).toEqual({ '2': ['4'] });
  });

  // SPEC §4 "Pricing": the flagged link, otherwise the first — for optional options too (the page used to leave
  // them empty while the cart and the price took the first link; the SPEC's rule was kept).
  it('takes the first link of an optional option without a default, as the price counts it', () => {
    expect(defaultBundleChoices([{ option_id: 3, required: false, product_links: [link('7', false)] }])).toEqual({
      '3': ['7'],
    });
  });

  it('leaves an option without links empty', () => {
    expect(defaultBundleChoices([{ option_id: 4, required: false, product_links: [] }])).toEqual({ '4': [] });
    expect(defaultBundleChoices(undefined)).toEqual({});
  });
});
