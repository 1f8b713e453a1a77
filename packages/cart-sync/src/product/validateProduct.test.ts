import { tarpaulin, valve } from '@repo/test-utils';
import { describe, expect, it } from 'vitest';
import { validateProduct } from './validateProduct';

describe('product validation before adding (SPEC §5)', () => {
  it('a product with a negative price incl. tax is refused with "Product price is unknown…"', () => {
    expect(validateProduct({ ...valve, price_incl_tax: -0.01 })).toEqual([
      'Product price is unknown, product cannot be added to the cart!',
    ]);
  });

  it('a product without sku or type_id is refused with a message naming the missing field', () => {
    expect(validateProduct({ ...valve, sku: undefined as never })).toEqual([
      'Product has no sku and cannot be added to the cart!',
    ]);
    expect(validateProduct({ ...valve, type_id: undefined as never })).toEqual([
      'Product VA-PVC-40 has no type_id and cannot be added to the cart!',
    ]);
  });

  it('a zero-price product is allowed', () => {
    expect(validateProduct({ ...valve, price_incl_tax: 0 })).toEqual([]);
  });

  it('the product’s own errors are shown', () => {
    expect(validateProduct({ ...valve, errors: { variants: 'No available product variants', empty: '' } })).toEqual([
      'No available product variants',
    ]);
  });

  it('a required custom option left empty must be fixed before adding', () => {
    expect(validateProduct(tarpaulin)).toEqual(['Largeur is required.']);
    const filled = {
      ...tarpaulin,
      product_option: { extension_attributes: { custom_options: [{ option_id: 11, option_value: '300' }] } },
    };
    expect(validateProduct(filled)).toEqual([]);
  });

  it('registered validators add their messages', () => {
    expect(validateProduct(valve, [() => ['Choisissez un diamètre.'], () => []])).toEqual(['Choisissez un diamètre.']);
  });
});
