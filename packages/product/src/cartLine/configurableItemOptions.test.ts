import { describe, expect, it } from 'vitest';
import { configurableItemOptions } from './configurableItemOptions';

describe('a variant as a cart line stores it (SPEC §3)', () => {
  it('each configurable option with the variant’s value, ids and values as text', () => {
    const tank = {
      configurable_options: [
        { attribute_id: 93, attribute_code: 'color' },
        { attribute_id: 150, attribute_code: 'volume' },
      ],
    };
    const noir = { sku: 'N5', color: 50, custom_attributes: [{ attribute_code: 'volume', value: 303 }] };
    expect(configurableItemOptions(tank, noir)).toEqual([
      { option_id: '93', option_value: '50' },
      { option_id: '150', option_value: '303' },
    ]);
  });

  it('an option the variant has no value for is left out', () => {
    expect(
      configurableItemOptions({ configurable_options: [{ attribute_id: 93, attribute_code: 'color' }] }, { sku: 'X' }),
    ).toEqual([]);
  });
});
