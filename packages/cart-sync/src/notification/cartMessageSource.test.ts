import { describe, expect, it } from 'vitest';
import { cartMessageSource } from './cartMessageSource';

describe('a cart message in English (its message id)', () => {
  it('a fixed text is the SPEC text of its code', () => {
    expect(cartMessageSource({ code: 'productAdded' })).toBe('Product has been added to the cart!');
  });

  it('a text with a value is filled with its parameters', () => {
    expect(cartMessageSource({ code: 'onlyAvailable', params: { maxQuantity: 3 } })).toBe(
      'Only 3 of this type available',
    );
    expect(cartMessageSource({ code: 'optionRequired', params: { title: 'Couleur' } })).toBe('Couleur is required.');
  });

  it('a text written by the server or a product rule is kept as it is', () => {
    expect(cartMessageSource({ code: 'serverMessage', params: { text: 'Coupon expiré' } })).toBe('Coupon expiré');
  });
});
