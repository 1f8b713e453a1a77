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

describe('cart update request options (issue 19)', () => {
  const parses = (product_option: unknown) =>
    v.safeParse(CartUpdateRequestSchema, { cartItem: { sku: 'CIT', qty: 1, product_option } }).success;

  it('refuses unknown keys instead of dropping them', () => {
    expect(parses({ extension_attributes: { measure: { width: 2 } } })).toBe(false);
    expect(parses({ extension_attributes: {}, price: 0 })).toBe(false);
    expect(parses({ extension_attributes: { custom_options: [{ option_id: 1, option_value: 'x', price: 0 }] } })).toBe(
      false,
    );
  });

  it('refuses an option named twice, in every kind of list', () => {
    expect(
      parses({
        extension_attributes: {
          configurable_item_options: [
            { option_id: 93, option_value: 49 },
            { option_id: '93', option_value: 50 },
          ],
        },
      }),
    ).toBe(false);
    expect(
      parses({
        extension_attributes: {
          custom_options: [
            { option_id: 1, option_value: 'a' },
            { option_id: 1, option_value: 'b' },
          ],
        },
      }),
    ).toBe(false);
    const bundle = { option_id: 1, option_qty: 1, option_selections: [3] };
    expect(parses({ extension_attributes: { bundle_options: [bundle, bundle] } })).toBe(false);
  });

  it('bounds bundle quantities and needs a selection per bundle option', () => {
    expect(
      parses({
        extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 10_001, option_selections: [3] }] },
      }),
    ).toBe(false);
    expect(
      parses({ extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [] }] } }),
    ).toBe(false);
    expect(
      parses({
        extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 10_000, option_selections: [3] }] },
      }),
    ).toBe(true);
  });
});
