import { describe, expect, it } from 'vitest';
import { createPricingConfig } from '../config/createPricingConfig.js';
import { priceFilterRanges } from './priceFilterRanges.js';

describe('priceFilterRanges', () => {
  it('buckets prices 0-50, 50-100, 100-150 and 150+', () => {
    expect(priceFilterRanges().map(({ from, to }) => [from, to])).toEqual([
      [0, 50],
      [50, 100],
      [100, 150],
      [150, null],
    ]);
  });

  it('labels the first bucket "<", the middle ones "from - to" and the last ">", with the currency sign', () => {
    expect(priceFilterRanges({ spaces: 'ascii' }).map((range) => range.label)).toEqual([
      '< 50 €',
      '50 € - 100 €',
      '100 € - 150 €',
      '> 150 €',
    ]);
  });

  it('keeps the amount and its sign together with a no-break space by default', () => {
    expect(priceFilterRanges()[0]?.label).toBe('< 50\u00A0€');
  });

  it('gives each bucket a filter option shape with a stable id', () => {
    expect(priceFilterRanges()[1]).toEqual({
      id: '50-100',
      type: 'price',
      from: 50,
      to: 100,
      label: '50\u00A0€ - 100\u00A0€',
      single: true,
    });
    expect(priceFilterRanges()[3]?.id).toBe('150-');
  });

  it('takes other bounds from the options or the config', () => {
    const labels = priceFilterRanges({ bounds: [0, 99.5, 500], spaces: 'ascii' }).map((range) => range.label);
    expect(labels).toEqual(['< 99,50 €', '99,50 € - 500 €', '> 500 €']);
    const config = createPricingConfig({ priceFilterBounds: [0, 1000] });
    expect(priceFilterRanges({ config }).map((range) => range.id)).toEqual(['0-1000', '1000-']);
  });

  it('refuses bounds that are not strictly increasing non-negative numbers', () => {
    expect(() => priceFilterRanges({ bounds: [0, 50, 50] })).toThrow(
      expect.objectContaining({ code: 'invalid_config' }),
    );
    expect(() => priceFilterRanges({ bounds: [-10, 50] })).toThrow(expect.objectContaining({ code: 'invalid_config' }));
    expect(() => priceFilterRanges({ bounds: [10] })).toThrow(expect.objectContaining({ code: 'invalid_config' }));
  });
});
