import { describe, expect, it } from 'vitest';
import { cartItemChecksum } from './cartItemChecksum';

const red = { extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: 5 }] } };
const blue = { extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: 6 }] } };

describe('cart line checksum', () => {
  it('is the same for the same sku and options', () => {
    expect(cartItemChecksum({ sku: 'CS-EP-5', product_option: red })).toBe(
      cartItemChecksum({ sku: 'CS-EP-5', product_option: red }),
    );
  });

  it('differs when the options differ', () => {
    expect(cartItemChecksum({ sku: 'CS-EP-5', product_option: red })).not.toBe(
      cartItemChecksum({ sku: 'CS-EP-5', product_option: blue }),
    );
  });

  it('differs when the sku differs', () => {
    expect(cartItemChecksum({ sku: 'CS-EP-5' })).not.toBe(cartItemChecksum({ sku: 'CS-EP-10' }));
  });

  it('does not depend on the order of option keys', () => {
    expect(cartItemChecksum({ sku: 'X', product_option: { a: 1, b: { c: 2, d: 3 } } })).toBe(
      cartItemChecksum({ sku: 'X', product_option: { b: { d: 3, c: 2 }, a: 1 } }),
    );
  });

  it('treats missing options as no options', () => {
    expect(cartItemChecksum({ sku: 'X' })).toBe(cartItemChecksum({ sku: 'X', product_option: undefined }));
  });

  it('is a 16-digit hexadecimal string', () => {
    expect(cartItemChecksum({ sku: 'Réserve incendie' })).toMatch(/^[0-9a-f]{16}$/);
  });
});
