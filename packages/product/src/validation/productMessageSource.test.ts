import { describe, expect, it } from 'vitest';
import { productMessageSource } from './productMessageSource';

describe('the English text of a product message (SPEC §5, §8)', () => {
  it('fills the values of its code', () => {
    expect(productMessageSource({ code: 'optionRequired', params: { title: 'Largeur' } })).toBe('Largeur is required.');
    expect(productMessageSource({ code: 'productWithoutType', params: { sku: 'X' } })).toBe(
      'Product X has no type_id and cannot be added to the cart!',
    );
  });

  it('is the fixed text of a code without values, and a written text as it is', () => {
    expect(productMessageSource({ code: 'noVariants' })).toBe('No available product variants');
    expect(productMessageSource({ code: 'productError', params: { text: 'Choisissez un diamètre.' } })).toBe(
      'Choisissez un diamètre.',
    );
  });
});
