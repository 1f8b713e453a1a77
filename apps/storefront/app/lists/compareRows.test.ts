import type { Attribute, Product } from '@citerne/core-api/contract';
import { describe, expect, it } from 'vitest';
import { compareRows } from './compareRows';

const attribute = (code: string, extra: Partial<Attribute> = {}): Attribute =>
  ({
    attribute_code: code,
    attribute_id: code,
    frontend_label: code.toUpperCase(),
    frontend_input: 'text',
    is_comparable: true,
    options: [],
    ...extra,
  }) as Attribute;
const product = (sku: string, fields: Record<string, unknown>) => ({ sku, name: sku, ...fields }) as unknown as Product;
const words = { yes: 'Oui', no: 'Non' };

describe('compare rows (SPEC §2 Compare products)', () => {
  it('only comparable attributes, by position, the price left to its own row, options read as labels', () => {
    const attributes = [
      attribute('warranty_years', { position: 3 }),
      attribute('material', { frontend_input: 'select', position: 1, options: [{ label: 'PVC 900 g/m²', value: 12 }] }),
      attribute('price', { position: 0 }),
      attribute('internal', { is_comparable: false }),
      attribute('made_in_france', { frontend_input: 'boolean', position: 2, is_comparable: 1 }),
    ];
    const { rows, values } = compareRows(
      attributes,
      [
        product('A', { material: 12, warranty_years: '5', made_in_france: true, internal: 'x', price: 10 }),
        product('B', { material: 99, made_in_france: false }),
      ],
      words,
    );
    expect(rows.map((row) => row.id)).toEqual(['material', 'made_in_france', 'warranty_years']);
    expect(values).toEqual({
      A: { material: 'PVC 900 g/m²', made_in_france: 'Oui', warranty_years: '5' },
      B: { made_in_france: 'Non' },
    });
  });

  it('an attribute none of the products has is left out', () => {
    const { rows } = compareRows([attribute('volume'), attribute('color')], [product('A', { volume: '5 m³' })], words);
    expect(rows).toEqual([{ id: 'volume', label: 'VOLUME' }]);
  });
});
