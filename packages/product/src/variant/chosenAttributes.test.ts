import { describe, expect, it } from 'vitest';
import { chosenAttributes } from './chosenAttributes';

const tank = {
  configurable_options: [
    { attribute_id: '93', attribute_code: 'color' },
    { attribute_id: 150, attribute_code: 'volume' },
    { attribute_id: 7 },
  ],
};

describe('configurable choices of a cart line (SPEC §3)', () => {
  it('are read by the attribute code of the option id, values as text', () => {
    expect(
      chosenAttributes(tank, [
        { option_id: 93, option_value: 50 },
        { option_id: '150', option_value: '304' },
      ]),
    ).toEqual({ attributes: { color: '50', volume: '304' }, unknownOptionIds: [] });
  });

  it('an option id the product does not have, or without attribute code, is named', () => {
    expect(
      chosenAttributes(tank, [
        { option_id: 99, option_value: 1 },
        { option_id: 7, option_value: 2 },
      ]),
    ).toEqual({ attributes: {}, unknownOptionIds: ['99', '7'] });
  });
});
