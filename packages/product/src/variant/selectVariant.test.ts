import { describe, expect, it } from 'vitest';
import { selectVariant } from './selectVariant';

const children = [
  { sku: 'V10', color: 49, volume: 10, price: 990, stock: { is_in_stock: true } },
  { sku: 'N10', color: 50, volume: 10, price: 950, stock: { is_in_stock: true } },
  { sku: 'V20', color: 49, volume: 20, price: 1490, stock: { is_in_stock: false } },
  { sku: 'S20', color: 51, volume: 20, price: 1390, status: 2, stock: { is_in_stock: true } },
  {
    sku: 'N20',
    price: 1450,
    stock: { is_in_stock: true },
    custom_attributes: [
      { attribute_code: 'color', value: '50' },
      { attribute_code: 'volume', value: '20' },
    ],
  },
];
const listed = { listOutOfStock: true };

describe('variant selection (SPEC §4)', () => {
  it('a child matching the chosen sku wins', () => {
    expect(selectVariant(children, { sku: 'N10', attributes: { color: 49 } }, listed)?.variant.sku).toBe('N10');
  });

  it('otherwise the child matching the most chosen attributes wins', () => {
    expect(selectVariant(children, { attributes: { color: 49, volume: 20 } }, listed)).toEqual({
      variant: children[2],
      exact: true,
    });
  });

  it('attributes are read from custom_attributes too', () => {
    expect(selectVariant(children, { attributes: { color: 50, volume: 20 } }, listed)?.variant.sku).toBe('N20');
  });

  it('ties go to the cheaper child', () => {
    expect(selectVariant(children, { attributes: { volume: 10 } }, listed)?.variant.sku).toBe('N10');
  });

  it('out-of-stock children are skipped unless out-of-stock listing is on', () => {
    const selected = selectVariant(children, { attributes: { color: 49, volume: 20 } }, { listOutOfStock: false });
    expect(selected?.variant.sku).toBe('V10');
    expect(selected?.exact).toBe(false);
  });

  it('disabled children are never selected, even by sku', () => {
    expect(selectVariant(children, { sku: 'S20', attributes: { color: 51 } }, listed)?.variant.sku).not.toBe('S20');
  });

  it('with no matching child it falls back to the first available child', () => {
    expect(selectVariant(children, { attributes: { color: 99 } }, listed)).toEqual({
      variant: children[0],
      exact: false,
    });
  });

  it('the fallback can be turned off', () => {
    expect(
      selectVariant(children, { attributes: { color: 99 } }, { listOutOfStock: true, fallbackToFirstAvailable: false }),
    ).toBeNull();
  });

  it('no available child gives null (No available product variants)', () => {
    expect(selectVariant([{ sku: 'X', status: 2 }], {}, listed)).toBeNull();
    expect(selectVariant(undefined, {}, listed)).toBeNull();
  });

  describe('as the cart applies it: out-of-stock per the cart config, no fallback', () => {
    const cart = { listOutOfStock: false, fallbackToFirstAvailable: false };
    const tank = [
      { sku: 'V-10', color: 49, size: 10, price: 100, status: 1, stock: { is_in_stock: true } },
      { sku: 'N-10', color: 50, size: 10, price: 90, status: 1, stock: { is_in_stock: true } },
      { sku: 'V-20', color: 49, size: 20, price: 150, status: 1, stock: { is_in_stock: false } },
      { sku: 'N-20', color: 50, size: 20, price: 140, status: 2, stock: { is_in_stock: true } },
    ];

    it('the child with the chosen sku wins over the attributes', () => {
      expect(selectVariant(tank, { sku: 'N-10', attributes: { color: 49 } }, cart)).toEqual({
        variant: tank[1],
        exact: false,
      });
    });

    it('an out-of-stock child is a candidate only while out-of-stock listing is on', () => {
      expect(selectVariant(tank, { attributes: { color: 49, size: 20 } }, cart)?.variant.sku).toBe('V-10');
      expect(
        selectVariant(tank, { attributes: { color: 49, size: 20 } }, { ...cart, listOutOfStock: true })?.variant.sku,
      ).toBe('V-20');
    });

    it('a disabled child named by sku is not chosen', () => {
      expect(selectVariant(tank, { sku: 'N-20' }, cart)).toBeNull();
    });

    it('empty chosen values are no choice', () => {
      expect(selectVariant(tank, { attributes: { color: 50, size: '' } }, cart)).toEqual({
        variant: tank[1],
        exact: true,
      });
    });
  });
});
