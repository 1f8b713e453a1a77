import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CartQuerySchema } from './cartQuery';
import { CartUpdateRequestSchema } from './cartUpdateCall';

describe('cart update request', () => {
  it('trims the sku and keeps a positive whole quantity', () => {
    const body = v.parse(CartUpdateRequestSchema, { cartItem: { sku: '  CIT-10M3 ', qty: 2, quoteId: 42 } });
    expect(body.cartItem).toEqual({ sku: 'CIT-10M3', qty: 2, quoteId: '42' });
  });

  it.each([0, -1, 1.5, Number.NaN, '2'])('refuses a quantity of %s (SPEC §5)', (qty) => {
    expect(v.safeParse(CartUpdateRequestSchema, { cartItem: { sku: 'CIT', qty } }).success).toBe(false);
  });

  it('refuses a blank sku', () => {
    expect(v.safeParse(CartUpdateRequestSchema, { cartItem: { sku: '   ', qty: 1 } }).success).toBe(false);
  });

  it('drops fields the server does not accept', () => {
    const body = v.parse(CartUpdateRequestSchema, { cartItem: { sku: 'CIT', qty: 1, price: -5 }, admin: true });
    expect(body).toEqual({ cartItem: { sku: 'CIT', qty: 1 } });
  });

  it('checks the chosen options: custom, configurable and bundle', () => {
    const product_option = {
      extension_attributes: {
        custom_options: [{ option_id: 2, option_value: ' 7 ' }],
        configurable_item_options: [{ option_id: '93', option_value: 49 }],
        bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [3] }],
      },
    };
    const body = v.parse(CartUpdateRequestSchema, { cartItem: { sku: 'CIT', qty: 1, product_option } });
    expect(body.cartItem.product_option?.extension_attributes.custom_options?.[0]?.option_value).toBe('7');
    const badBundle = {
      extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 0, option_selections: [3] }] },
    };
    expect(
      v.safeParse(CartUpdateRequestSchema, { cartItem: { sku: 'CIT', qty: 1, product_option: badBundle } }).success,
    ).toBe(false);
  });

  it('a cart call without a cartId is refused', () => {
    expect(v.safeParse(CartQuerySchema, { token: 'abc' }).success).toBe(false);
    expect(v.safeParse(CartQuerySchema, { cartId: '  ' }).success).toBe(false);
    expect(v.parse(CartQuerySchema, { cartId: ' q1 ', storeCode: 'de' })).toEqual({ cartId: 'q1', storeCode: 'de' });
  });
});
