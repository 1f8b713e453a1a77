import type { Product } from '@citerne/core-api/contract';
import { describe, expect, it } from 'vitest';
import type { EditableProduct } from './cartEditMode';
import { cartLineOptions } from './cartLineOptions';

const tarp: EditableProduct = {
  product: {
    id: 2001,
    sku: 'BA',
    name: 'Bâche',
    type_id: 'configurable',
    configurable_children: [
      { sku: 'BA-NOIR-S', color: 50, custom_attributes: [{ attribute_code: 'size', value: 167 }] },
    ],
  } as Product,
  options: [
    {
      code: 'size',
      attributeId: '144',
      label: 'Dimensions',
      values: [
        { id: '167', label: '2 x 3 m' },
        { id: '168', label: '3 x 4 m' },
      ],
    },
    {
      code: 'color',
      attributeId: '93',
      label: 'Couleur',
      values: [
        { id: '49', label: 'Vert' },
        { id: '50', label: 'Noir' },
      ],
    },
  ],
};

describe('the chosen options of a configurable cart line, in words', () => {
  it("names the values of the line's child, in the order of the parent's options", () => {
    expect(cartLineOptions({ sku: 'BA-NOIR-S' }, tarp)).toEqual([
      { label: 'Dimensions', value: '2 x 3 m' },
      { label: 'Couleur', value: 'Noir' },
    ]);
  });

  it('a line whose child the parent no longer lists names the configuration it was added with', () => {
    const line = {
      sku: 'BA-VERT-L',
      product_option: {
        extension_attributes: {
          configurable_item_options: [
            { option_id: 93, option_value: 49 },
            { option_id: 144, option_value: 168 },
          ],
        },
      },
    };
    expect(cartLineOptions(line, tarp)).toEqual([
      { label: 'Dimensions', value: '3 x 4 m' },
      { label: 'Couleur', value: 'Vert' },
    ]);
  });

  it('a value the parent does not offer is left out', () => {
    const line = {
      sku: 'BA-ROUGE-S',
      product_option: { extension_attributes: { configurable_item_options: [{ option_id: 93, option_value: 99 }] } },
    };
    expect(cartLineOptions(line, tarp)).toEqual([]);
  });
});
