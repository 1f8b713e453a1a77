import { describe, expect, it } from 'vitest';
import { canonicalProductOption } from './canonicalProductOption';
import { cartLineChecksum } from './cartLineChecksum';

const custom = (options: { option_id: number | string; option_value: string }[]) => ({
  extension_attributes: { custom_options: options },
});

describe('a cart line identity (SPEC §3 checksum)', () => {
  it('is the same for the same sku and options however they are written', () => {
    const a = cartLineChecksum({
      sku: 'BA-SUR-MESURE',
      product_option: custom([
        { option_id: 15, option_value: '22,21' },
        { option_id: 11, option_value: '300' },
      ]),
    });
    const b = cartLineChecksum({
      sku: 'BA-SUR-MESURE',
      product_option: custom([
        { option_id: '11', option_value: ' 300 ' },
        { option_id: '15', option_value: '21, 22' },
      ]),
    });
    expect(a).toBe(b);
  });

  it('differs when a custom option differs', () => {
    expect(cartLineChecksum({ sku: 'BA', product_option: custom([{ option_id: 15, option_value: '21' }]) })).not.toBe(
      cartLineChecksum({ sku: 'BA', product_option: custom([{ option_id: 15, option_value: '22' }]) }),
    );
  });

  it('leaves out the configurable choices: the variant sku already names them', () => {
    const chosen = { extension_attributes: { configurable_item_options: [{ option_id: 93, option_value: 49 }] } };
    expect(cartLineChecksum({ sku: 'CS-EP-1-VERT', product_option: chosen })).toBe(
      cartLineChecksum({ sku: 'CS-EP-1-VERT' }),
    );
  });

  it('counts bundle choices, in any order', () => {
    const one = {
      extension_attributes: {
        bundle_options: [
          { option_id: 2, option_qty: 1, option_selections: [3] },
          { option_id: 1, option_qty: 1, option_selections: [2, 1] },
        ],
      },
    };
    const two = {
      extension_attributes: {
        bundle_options: [
          { option_id: 1, option_qty: 1, option_selections: [1, 2] },
          { option_id: 2, option_qty: 1, option_selections: [3] },
        ],
      },
    };
    expect(cartLineChecksum({ sku: 'PACK', product_option: one })).toBe(
      cartLineChecksum({ sku: 'PACK', product_option: two }),
    );
    expect(cartLineChecksum({ sku: 'PACK', product_option: one })).not.toBe(cartLineChecksum({ sku: 'PACK' }));
  });

  it('treats empty option values and empty lists as no options', () => {
    expect(cartLineChecksum({ sku: 'X', product_option: custom([{ option_id: 5, option_value: '' }]) })).toBe(
      cartLineChecksum({ sku: 'X' }),
    );
    expect(canonicalProductOption({ extension_attributes: { custom_options: [] } })).toBeUndefined();
  });
});
