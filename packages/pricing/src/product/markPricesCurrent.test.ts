import { describe, expect, it } from 'vitest';
import { markPricesCurrent } from './markPricesCurrent.js';

const refreshedAt = new Date('2025-07-01T10:00:00Z');

describe('markPricesCurrent', () => {
  it('marks the prices current with the refresh time', () => {
    const fresh = markPricesCurrent({ sku: 'CS-10M3', price: 1000, price_is_current: false }, refreshedAt);
    expect(fresh).toEqual({
      sku: 'CS-10M3',
      price: 1000,
      price_is_current: true,
      price_refreshed_at: '2025-07-01T10:00:00.000Z',
    });
  });

  it('marks every configurable child, refreshed with its parent', () => {
    const fresh = markPricesCurrent(
      { sku: 'CS', configurable_children: [{ sku: 'CS-10M3' }, { sku: 'CS-20M3' }] },
      refreshedAt,
    );
    expect(fresh.configurable_children?.every((child) => child.price_is_current)).toBe(true);
    expect(fresh.configurable_children?.[1]?.price_refreshed_at).toBe('2025-07-01T10:00:00.000Z');
  });

  it('accepts epoch milliseconds and ISO 8601 instants', () => {
    expect(markPricesCurrent({}, refreshedAt.getTime()).price_refreshed_at).toBe('2025-07-01T10:00:00.000Z');
    expect(markPricesCurrent({}, '2025-07-01T12:00:00+02:00').price_refreshed_at).toBe('2025-07-01T10:00:00.000Z');
  });

  it('never changes its input', () => {
    const product = Object.freeze({ sku: 'CS', configurable_children: Object.freeze([Object.freeze({ sku: 'A' })]) });
    const fresh = markPricesCurrent(product, refreshedAt);
    expect(product).toEqual({ sku: 'CS', configurable_children: [{ sku: 'A' }] });
    expect(fresh.configurable_children?.[0]).not.toBe(product.configurable_children[0]);
  });

  it('refuses a refresh time that cannot be read or depends on the machine time zone', () => {
    expect(() => markPricesCurrent({}, 'yesterday')).toThrow(expect.objectContaining({ code: 'invalid_date' }));
    expect(() => markPricesCurrent({}, '2025-07-01T10:00:00')).toThrow(
      expect.objectContaining({ code: 'invalid_date' }),
    );
    expect(() => markPricesCurrent({}, new Date(Number.NaN))).toThrow(
      expect.objectContaining({ code: 'invalid_date' }),
    );
  });
});
