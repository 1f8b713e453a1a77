import type { CustomOption } from '@citerne/core-api/contract';
import { formatPrice } from '@citerne/pricing';
import { describe, expect, it } from 'vitest';
import { customOptionFields } from './customOptionFields';

// Built compactly: the answers' rules (@citerne/product) test the same five options written out in full.
const text = (option_id: number, type: 'field' | 'area' | 'file', extra: object) =>
  ({
    option_id,
    title: `Option ${option_id}`,
    type,
    is_require: type === 'field',
    sort_order: option_id,
    price: 0,
    price_type: 'fixed',
    ...extra,
  }) as CustomOption;
const choice = (option_type_id: number, title: string, price: number, price_type: 'fixed' | 'percent') => ({
  option_type_id,
  title,
  price,
  price_type,
  sort_order: option_type_id,
});
const options: CustomOption[] = [
  text(9, 'area', { max_characters: 10 }),
  text(1, 'field', { max_characters: 6 }),
  {
    option_id: 3,
    title: 'Usage',
    type: 'drop_down',
    is_require: true,
    sort_order: 3,
    values: [choice(1, 'Eau de pluie', 0, 'fixed'), choice(2, 'Eau potable', 35, 'percent')],
  },
  {
    option_id: 5,
    title: 'Accessoires',
    type: 'checkbox',
    is_require: false,
    sort_order: 5,
    values: [choice(8, 'Vanne', 89, 'fixed'), choice(9, 'Trop-plein', 49, 'fixed')],
  },
  text(8, 'file', { file_extension: 'pdf, jpg' }),
];

describe('custom option controls (SPEC §3, §4)', () => {
  it('label a percent supplement of half a cent rounded half-up, as pricing counts it', () => {
    const half: CustomOption = {
      option_id: 4,
      title: 'Traitement',
      type: 'radio',
      is_require: false,
      values: [choice(1, 'Anti-UV', 50, 'percent')],
    };
    // 50 % of 0.29 € is 14.5 cents: 0.15 €, as in the price with the option.
    expect(customOptionFields([half], 0.29, 0)[0]?.values?.[0]?.priceLabel).toBe(`+ ${formatPrice(0.15)}`);
  });

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
