import { describe, expect, it } from 'vitest';
import { exactVariant } from './exactVariant';

const children = [
  { sku: 'V5', color: 49, volume: 5, price: 569, stock: { is_in_stock: true } },
  { sku: 'V10', color: 49, volume: 10, price: 869, stock: { is_in_stock: true } },
  { sku: 'S10', color: 51, volume: 10, price: 869, stock: { is_in_stock: false } },
  { sku: 'N10', color: 50, volume: 10, price: 869, status: 2 },
];

describe('the variant having every chosen value (SPEC §4, §8)', () => {
  it('is the available child matching every value', () => {
    expect(exactVariant(children, { color: '49', volume: '10' }, { listOutOfStock: true })?.sku).toBe('V10');
  });

  it('a partial match is no variant, unlike selectVariant’s best match', () => {
    expect(exactVariant(children, { color: '49', volume: '20' }, { listOutOfStock: true })).toBeNull();
  });

  it('out-of-stock children only while out-of-stock listing is on; disabled ones never', () => {
    expect(exactVariant(children, { color: '51' }, { listOutOfStock: true })?.sku).toBe('S10');
    expect(exactVariant(children, { color: '51' }, { listOutOfStock: false })).toBeNull();
    expect(exactVariant(children, { color: '50' }, { listOutOfStock: true })).toBeNull();
  });

  it('no chosen value is no variant', () => {
    expect(exactVariant(children, {}, { listOutOfStock: true })).toBeNull();
  });
});
