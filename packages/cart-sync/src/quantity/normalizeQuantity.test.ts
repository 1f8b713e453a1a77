import { describe, expect, it } from 'vitest';
import { normalizeQuantity } from './normalizeQuantity';

describe('quantity normalisation (SPEC §5)', () => {
  it('defaults to 1 when no quantity is given', () => {
    expect(normalizeQuantity(undefined, { maxQuantity: 10 })).toEqual({ ok: true, qty: 1 });
    expect(normalizeQuantity('', { maxQuantity: 10 })).toEqual({ ok: true, qty: 1 });
  });

  it('reads a quantity typed as text as a number', () => {
    expect(normalizeQuantity(' 3 ', { maxQuantity: 10 })).toEqual({ ok: true, qty: 3 });
  });

  it.each([0, -2])('refuses %s: the quantity must be above 0', (qty) => {
    expect(normalizeQuantity(qty, { maxQuantity: 10 })).toEqual({
      ok: false,
      message: { code: 'quantityNotPositive' },
    });
  });

  it('refuses a fraction: the quantity must be a positive integer', () => {
    expect(normalizeQuantity(1.5, { maxQuantity: 10 })).toEqual({
      ok: false,
      message: { code: 'quantityNotWhole' },
    });
  });

  it('refuses what is not a number', () => {
    expect(normalizeQuantity('deux', { maxQuantity: 10 }).ok).toBe(false);
  });

  it('refuses more than the maximum with "Only {maxQuantity} of this type available"', () => {
    expect(normalizeQuantity(11, { maxQuantity: 10 })).toEqual({
      ok: false,
      message: { code: 'onlyAvailable', params: { maxQuantity: 10 } },
    });
    expect(normalizeQuantity(10, { maxQuantity: 10 })).toEqual({ ok: true, qty: 10 });
  });
});
