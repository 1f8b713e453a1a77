import { describe, expect, it } from 'vitest';
import { attributeValue } from './attributeValue';

describe('attribute lookup (SPEC §3)', () => {
  it('an own field wins, as text', () => {
    expect(
      attributeValue({ color: 49, custom_attributes: [{ attribute_code: 'color', value: 50 }] } as never, 'color'),
    ).toBe('49');
  });

  it('otherwise the custom_attributes pair with the code', () => {
    expect(attributeValue({ custom_attributes: [{ attribute_code: 'volume', value: 304 }] }, 'volume')).toBe('304');
  });

  it('custom_attributes kept as a map by code are read too', () => {
    expect(attributeValue({ custom_attributes: { volume: '20' } }, 'volume')).toBe('20');
  });

  it('a missing attribute, or one that is neither a number nor a text, has no value', () => {
    expect(attributeValue({ custom_attributes: null }, 'color')).toBeUndefined();
    expect(
      attributeValue(
        { color: null, custom_attributes: [{ attribute_code: 'color', value: { id: 1 } }] } as never,
        'color',
      ),
    ).toBeUndefined();
  });
});
