import { describe, expect, it } from 'vitest';
import { dropEmptyOptionValues } from './dropEmptyOptionValues';

describe('configurable option values (SPEC §3)', () => {
  it('values with an empty label are dropped', () => {
    const options = [
      {
        attribute_code: 'color',
        label: 'Couleur',
        values: [
          { value_index: 49, label: 'Vert' },
          { value_index: 50, label: '' },
          { value_index: 51, label: '   ' },
          { value_index: 52 },
        ],
      },
    ];
    expect(dropEmptyOptionValues(options)[0]?.values).toEqual([{ value_index: 49, label: 'Vert' }]);
  });

  it('no options give an empty list', () => {
    expect(dropEmptyOptionValues(null)).toEqual([]);
  });
});
