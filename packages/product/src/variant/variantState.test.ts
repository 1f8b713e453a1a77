import { describe, expect, it } from 'vitest';
import { chooseValue } from './chooseValue';
import { initialVariant } from './initialVariant';
import { isValueAvailable } from './isValueAvailable';

const options = [{ code: 'color' }, { code: 'volume' }];
const child = (sku: string, color: number, volume: number, price: number, extra = {}) => ({
  sku,
  color,
  custom_attributes: [{ attribute_code: 'volume', value: volume }],
  price_incl_tax: price,
  status: 1,
  stock: { is_in_stock: true },
  ...extra,
});
const tank = {
  configurable_children: [
    child('V5', 49, 303, 569),
    child('N5', 50, 303, 569),
    child('V10', 49, 304, 869),
    child('S10', 51, 304, 869, { stock: { is_in_stock: false } }),
    child('N10', 50, 304, 869, { status: 2 }),
  ],
};
const rules = { listOutOfStock: true };

describe('variant selection on the product page (SPEC §4)', () => {
  it('the child named in the URL is pre-selected with its values', () => {
    const state = initialVariant(tank, options, 'V10', rules);
    expect(state.variant?.sku).toBe('V10');
    expect(state.attributes).toEqual({ color: '49', volume: '304' });
  });

  it('without a child in the URL the first available child is selected', () => {
    expect(initialVariant(tank, options, null, rules).variant?.sku).toBe('V5');
  });

  it('a disabled child named in the URL is not selected', () => {
    expect(initialVariant(tank, options, 'N10', rules).variant?.sku).toBe('V5');
  });

  it('picking a value selects the child with every chosen value', () => {
    const start = initialVariant(tank, options, 'V5', rules);
    const state = chooseValue(tank, options, start, 'volume', '304', rules);
    expect(state).toMatchObject({ exact: true, variant: { sku: 'V10' } });
  });

  it('a combination no available child has is flagged, and the variant stays', () => {
    const start = initialVariant(tank, options, 'N5', rules);
    const state = chooseValue(tank, options, start, 'volume', '304', rules);
    expect(state.exact).toBe(false);
    expect(state.variant?.sku).toBe('N5');
    expect(state.attributes).toEqual({ color: '50', volume: '304' });
  });

  it('out-of-stock children are skipped unless out-of-stock listing is on', () => {
    const start = initialVariant(tank, options, 'V10', rules);
    expect(chooseValue(tank, options, start, 'color', '51', rules).variant?.sku).toBe('S10');
    expect(chooseValue(tank, options, start, 'color', '51', { listOutOfStock: false }).exact).toBe(false);
  });

  it('a value is available when an enabled child has it with the other chosen values', () => {
    const state = initialVariant(tank, options, 'V10', rules);
    expect(isValueAvailable(tank, state, 'color', '50', rules)).toBe(false);
    expect(isValueAvailable(tank, state, 'color', '51', rules)).toBe(true);
    expect(isValueAvailable(tank, state, 'color', '51', { listOutOfStock: false })).toBe(false);
  });
});
