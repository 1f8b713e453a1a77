import type { Product } from '@citerne/core-api/contract';
import { describe, expect, it } from 'vitest';
import { validateProduct } from './validateProduct';

const valve: Product = { id: 1, sku: 'VA-PVC-40', name: 'Vanne PVC 40', type_id: 'simple', price_incl_tax: 24.9 };
const tarpaulin: Product = {
  id: 20,
  sku: 'BA-SUR-MESURE',
  name: 'Bâche sur mesure',
  type_id: 'simple',
  price_incl_tax: 120,
  custom_options: [
    { option_id: 11, title: 'Largeur', type: 'field', is_require: true, price: 0, price_type: 'fixed' },
    { option_id: 15, title: 'Œillets', type: 'checkbox', is_require: false, values: [] },
  ],
};

describe('product validation before adding (SPEC §5)', () => {
  it('a product with a negative price incl. tax is refused with "Product price is unknown…"', () => {
    expect(validateProduct({ ...valve, price_incl_tax: -0.01 })).toEqual([{ code: 'priceUnknown' }]);
  });

  it('a product without sku or type_id is refused with a message naming the missing field', () => {
    expect(validateProduct({ ...valve, sku: undefined as never })).toEqual([{ code: 'productWithoutSku' }]);
    expect(validateProduct({ ...valve, type_id: undefined as never })).toEqual([
      { code: 'productWithoutType', params: { sku: 'VA-PVC-40' } },
    ]);
  });

  it('a zero-price product is allowed', () => {
    expect(validateProduct({ ...valve, price_incl_tax: 0 })).toEqual([]);
  });

  it('the product’s own errors are shown', () => {
    expect(validateProduct({ ...valve, errors: { variants: 'No available product variants', empty: '' } })).toEqual([
      { code: 'productError', params: { text: 'No available product variants' } },
    ]);
  });

  it('a required custom option left empty must be fixed before adding', () => {
    expect(validateProduct(tarpaulin)).toEqual([{ code: 'optionRequired', params: { title: 'Largeur' } }]);
    const filled = {
      ...tarpaulin,
      product_option: { extension_attributes: { custom_options: [{ option_id: 11, option_value: '300' }] } },
    };
    expect(validateProduct(filled)).toEqual([]);
  });

  it('a reason given twice is shown once', () => {
    const errors = { variants: 'Choisissez un diamètre.' };
    expect(validateProduct({ ...valve, errors }, [() => ['Choisissez un diamètre.']])).toEqual([
      { code: 'productError', params: { text: 'Choisissez un diamètre.' } },
    ]);
  });

  it('registered validators add their messages', () => {
    expect(validateProduct(valve, [() => ['Choisissez un diamètre.'], () => []])).toEqual([
      { code: 'productError', params: { text: 'Choisissez un diamètre.' } },
    ]);
  });
});
