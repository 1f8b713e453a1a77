import type { CustomOption } from '@citerne/core-api/contract';
import { describe, expect, it } from 'vitest';
import { cartCustomOptions } from './cartCustomOptions';
import { customOptionProblems } from './customOptionProblems';
import { customOptionsInWords } from './customOptionsInWords';
import { customOptionsOf } from './customOptionsOf';
import { missingRequiredOptions } from './missingRequiredOptions';
import { pricedCustomOptions } from './pricedCustomOptions';

const options: CustomOption[] = [
  {
    option_id: 9,
    title: 'Précisions',
    type: 'area',
    is_require: false,
    sort_order: 9,
    price: 0,
    price_type: 'fixed',
    max_characters: 10,
  },
  {
    option_id: 1,
    title: 'Longueur',
    type: 'field',
    is_require: true,
    sort_order: 1,
    price: 0,
    price_type: 'fixed',
    max_characters: 6,
  },
  {
    option_id: 3,
    title: 'Usage',
    type: 'drop_down',
    is_require: true,
    sort_order: 3,
    values: [
      { option_type_id: 1, title: 'Eau de pluie', price: 0, price_type: 'fixed', sort_order: 1 },
      { option_type_id: 2, title: 'Eau potable', price: 35, price_type: 'percent', sort_order: 2 },
    ],
  },
  {
    option_id: 5,
    title: 'Accessoires',
    type: 'checkbox',
    is_require: false,
    sort_order: 5,
    values: [
      { option_type_id: 8, title: 'Vanne', price: 89, price_type: 'fixed', sort_order: 1 },
      { option_type_id: 9, title: 'Trop-plein', price: 49, price_type: 'fixed', sort_order: 2 },
    ],
  },
  {
    option_id: 8,
    title: 'Plan',
    type: 'file',
    is_require: false,
    sort_order: 8,
    price: 0,
    price_type: 'fixed',
    file_extension: 'pdf, jpg',
  },
];

describe('custom option answers (SPEC §3, §4, §5)', () => {
  it('each picked choice is priced with its own price and type', () => {
    expect(pricedCustomOptions(options, { '3': '2', '5': ['8', '9'], '1': '12' })).toEqual([
      { option_id: 1, option_type_id: 0, price: 0, price_type: 'fixed' },
      { option_id: 3, option_type_id: 2, price: 35, price_type: 'percent', title: 'Eau potable' },
      { option_id: 5, option_type_id: 8, price: 89, price_type: 'fixed', title: 'Vanne' },
      { option_id: 5, option_type_id: 9, price: 49, price_type: 'fixed', title: 'Trop-plein' },
    ]);
  });

  it('go to the cart as option ids and values', () => {
    expect(cartCustomOptions(options, { '5': ['8', '9'], '1': ' 12 ', '9': '' })).toEqual([
      { option_id: 1, option_value: '12' },
      { option_id: 5, option_value: '8,9' },
    ]);
  });

  it('a required option without an answer, or a text too long, stops the adding', () => {
    expect(customOptionProblems(options, { '9': 'beaucoup trop long' })).toEqual({
      '1': 'required',
      '3': 'required',
      '9': 'tooLong',
    });
    expect(customOptionProblems(options, { '1': '12', '3': '1' })).toEqual({});
  });

  it('a required option is missing until the cart line carries a value other than blanks', () => {
    expect(missingRequiredOptions(options, [{ option_id: '1', option_value: '  ' }]).map((o) => o.option_id)).toEqual([
      1, 3,
    ]);
    expect(
      missingRequiredOptions(options, [
        { option_id: 1, option_value: '12' },
        { option_id: '3', option_value: '2' },
      ]),
    ).toEqual([]);
  });

  it('are read from custom_options, else from options when they are a list', () => {
    expect(customOptionsOf({ custom_options: options })).toBe(options);
    expect(customOptionsOf({ options })).toBe(options);
    expect(customOptionsOf({ options: { color: 49 } })).toEqual([]);
  });
});

describe('a cart line custom options in words (SPEC §3)', () => {
  it('names each option with its typed text or chosen value titles, in the merchant order', () => {
    expect(
      customOptionsInWords(options, [
        { option_id: '5', option_value: '8,9' },
        { option_id: 1, option_value: '12,5' },
        { option_id: '3', option_value: '2' },
      ]),
    ).toEqual([
      { label: 'Longueur', value: '12,5' },
      { label: 'Usage', value: 'Eau potable' },
      { label: 'Accessoires', value: 'Vanne, Trop-plein' },
    ]);
  });

  it('leaves out unknown options, unknown values and empty answers', () => {
    expect(
      customOptionsInWords(options, [
        { option_id: '42', option_value: 'x' },
        { option_id: '3', option_value: '77' },
        { option_id: '9', option_value: '  ' },
      ]),
    ).toEqual([]);
  });
});
