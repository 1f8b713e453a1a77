import type { CartLine } from '@citerne/cart-sync';
import type { Product } from '@citerne/core-api/contract';
import { describe, expect, it } from 'vitest';
import type { ConfigurableOptionView } from '../product/ProductPageData';
import {
  cartEditChanges,
  chooseEditOption,
  type EditableProduct,
  editModeVariant,
  openCartEditMode,
} from './cartEditMode';

const options: ConfigurableOptionView[] = [
  { code: 'color', attributeId: '93', label: 'Couleur', values: [] },
  { code: 'size', attributeId: '144', label: 'Taille', values: [] },
];
const child = (sku: string, color: number, size: number, extra = {}) => ({
  sku,
  name: sku,
  color,
  custom_attributes: [{ attribute_code: 'size', value: size }],
  price_incl_tax: 100,
  status: 1,
  stock: { is_in_stock: true },
  ...extra,
});
const tarp: EditableProduct = {
  product: {
    id: 2001,
    sku: 'BA',
    name: 'Bâche',
    type_id: 'configurable',
    configurable_children: [
      child('BA-VERT-S', 49, 167),
      child('BA-NOIR-S', 50, 167),
      child('BA-VERT-L', 49, 168),
      child('BA-SABLE-L', 51, 168, { status: 2 }),
    ],
  } as Product,
  options,
};
const line = (fields: Partial<CartLine> = {}): CartLine => ({
  sku: 'BA-VERT-S',
  parentSku: 'BA',
  qty: 3,
  checksum: 'line-1',
  ...fields,
});
const rules = { listOutOfStock: true };

describe('the edit mode of a cart line (SPEC §2 "Cart")', () => {
  it('holds the parent product id, the line quantity and the options of its current child keyed by filter type', () => {
    expect(openCartEditMode(line(), tarp)).toEqual({
      lineId: 'line-1',
      productId: 2001,
      qty: 3,
      selectedOptions: { color: '49', size: '167' },
    });
  });

  it('a line whose child the parent no longer lists starts from the configuration it was added with', () => {
    const gone = line({
      sku: 'BA-ROUGE-S',
      product_option: {
        extension_attributes: {
          configurable_item_options: [
            { option_id: 93, option_value: 52 },
            { option_id: '144', option_value: '167' },
          ],
        },
      },
    });
    expect(openCartEditMode(gone, tarp).selectedOptions).toEqual({ color: '52', size: '167' });
    expect(editModeVariant(openCartEditMode(gone, tarp), tarp, rules)).toBeNull();
  });

  it('picking a value moves to the variant with every chosen value (SPEC §4 "Variant selection")', () => {
    const mode = chooseEditOption(openCartEditMode(line(), tarp), tarp, 'color', '50', rules);
    expect(mode.selectedOptions).toEqual({ color: '50', size: '167' });
    expect(editModeVariant(mode, tarp, rules)?.sku).toBe('BA-NOIR-S');
  });

  it('a combination without an available variant has none, so nothing can be updated (SPEC §8 warning)', () => {
    const mode = chooseEditOption(openCartEditMode(line(), tarp), tarp, 'size', '168', rules);
    const noir = chooseEditOption(mode, tarp, 'color', '50', rules);
    expect(noir.selectedOptions).toEqual({ color: '50', size: '168' });
    expect(editModeVariant(noir, tarp, rules)).toBeNull();
    expect(cartEditChanges(line(), noir, null)).toEqual({ choice: null, qty: null });
  });

  it('a disabled variant is never chosen', () => {
    const mode = chooseEditOption(openCartEditMode(line({ sku: 'BA-VERT-L' }), tarp), tarp, 'color', '51', rules);
    expect(editModeVariant(mode, tarp, rules)).toBeNull();
  });

  it('updating to another variant configures the line with that variant, and keeps the quantity', () => {
    const mode = chooseEditOption(openCartEditMode(line(), tarp), tarp, 'color', '50', rules);
    expect(cartEditChanges(line(), mode, editModeVariant(mode, tarp, rules))).toEqual({
      choice: { sku: 'BA-NOIR-S', attributes: { color: '50', size: '167' } },
      qty: null,
    });
  });

  it('updating with the same options and a new quantity only sets the quantity', () => {
    const mode = { ...openCartEditMode(line(), tarp), qty: 5 };
    expect(cartEditChanges(line(), mode, editModeVariant(mode, tarp, rules))).toEqual({ choice: null, qty: 5 });
  });

  it('updating with nothing changed does nothing', () => {
    const mode = openCartEditMode(line(), tarp);
    expect(cartEditChanges(line(), mode, editModeVariant(mode, tarp, rules))).toEqual({ choice: null, qty: null });
  });
});
