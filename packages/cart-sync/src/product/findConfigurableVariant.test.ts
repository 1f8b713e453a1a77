import type { Product } from '@citerne/core-api/contract';
import { describe, expect, it } from 'vitest';
import { findConfigurableVariant } from './findConfigurableVariant';

const product: Pick<Product, 'configurable_children'> = {
  configurable_children: [
    { sku: 'V-10', color: 49, size: 10, price: 100, status: 1, stock: { is_in_stock: true } },
    { sku: 'N-10', color: 50, size: 10, price: 90, status: 1, stock: { is_in_stock: true } },
    { sku: 'V-20', color: 49, size: 20, price: 150, status: 1, stock: { is_in_stock: false } },
    { sku: 'N-20', color: 50, size: 20, price: 140, status: 2, stock: { is_in_stock: true } },
  ],
};

describe('variant selection (SPEC §4)', () => {
  it('the child with the chosen sku wins', () => {
    expect(findConfigurableVariant(product, { sku: 'N-10', attributes: { color: 49 } })?.sku).toBe('N-10');
  });

  it('otherwise the child matching the most chosen attributes wins', () => {
    expect(findConfigurableVariant(product, { attributes: { color: 50, size: 10 } })?.sku).toBe('N-10');
  });

  it('ties go to the cheaper child', () => {
    expect(findConfigurableVariant(product, { attributes: { size: 10 } })?.sku).toBe('N-10');
  });

  it('out-of-stock children are skipped unless out-of-stock listing is on', () => {
    expect(findConfigurableVariant(product, { attributes: { color: 49, size: 20 } })?.sku).toBe('V-10');
    expect(
      findConfigurableVariant(product, { attributes: { color: 49, size: 20 } }, { includeOutOfStock: true })?.sku,
    ).toBe('V-20');
  });

  it('disabled children are never chosen', () => {
    expect(findConfigurableVariant(product, { sku: 'N-20' })).toBeNull();
  });

  it('falls back to the first available child only when asked', () => {
    expect(findConfigurableVariant(product, { attributes: { color: 51 } })).toBeNull();
    expect(findConfigurableVariant(product, { attributes: { color: 51 } }, { fallbackToFirst: true })?.sku).toBe(
      'V-10',
    );
  });
});
