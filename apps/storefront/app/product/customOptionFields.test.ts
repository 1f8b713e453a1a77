import type { CustomOption } from '@citerne/core-api/contract';
import { describe, expect, it } from 'vitest';
import { customOptionFields } from './customOptionFields';

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

describe('custom option controls (SPEC §3, §4)', () => {
  it('are drawn in their order, choices labelled with their supplement incl. tax', () => {
    const fields = customOptionFields(options, 575, 20);
    expect(fields.map((field) => field.id)).toEqual(['1', '3', '5', '8', '9']);
    expect(fields[1]?.values).toEqual([
      { id: '1', label: 'Eau de pluie' },
      { id: '2', label: 'Eau potable', priceLabel: '+ 241,50\u00a0€' },
    ]);
    expect(fields[2]?.values?.[0]?.priceLabel).toBe('+ 106,80\u00a0€');
    expect(fields[3]?.accept).toBe('.pdf,.jpg');
    expect(fields[0]).toMatchObject({ type: 'field', required: true, maxCharacters: 6 });
  });
});
