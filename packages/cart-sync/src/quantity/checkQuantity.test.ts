import { describe, expect, it } from 'vitest';
import { checkQuantity } from './checkQuantity';

describe('quantity normalisation (SPEC §5)', () => {
  it('defaults to 1 when no quantity is given', () => {
    expect(checkQuantity(undefined, { maxQuantity: 10 })).toEqual({ ok: true, qty: 1 });
    expect(checkQuantity('', { maxQuantity: 10 })).toEqual({ ok: true, qty: 1 });
  });

  it('reads a quantity typed as text as a number', () => {
    expect(checkQuantity(' 3 ', { maxQuantity: 10 })).toEqual({ ok: true, qty: 3 });
  });

  it.each([0, -2])('refuses %s: the quantity must be above 0', (qty) => {
    expect(checkQuantity(qty, { maxQuantity: 10 })).toEqual({
      ok: false,
      message: { code: 'quantityNotPositive' },
    });
  });

  it('refuses a fraction: the quantity must be a positive integer', () => {
    expect(checkQuantity(1.5, { maxQuantity: 10 })).toEqual({
      ok: false,
      message: { code: 'quantityNotWhole' },
    });
  });

  it('refuses what is not a number', () => {
    expect(checkQuantity('deux', { maxQuantity: 10 })).toEqual({ ok: false, message: { code: 'quantityNotANumber' } });
  });

  it('refuses more than the maximum with "Only {maxQuantity} of this type available"', () => {
    expect(checkQuantity(11, { maxQuantity: 10 })).toEqual({
      ok: false,
      message: { code: 'onlyAvailable', params: { maxQuantity: 10 } },
    });
    expect(checkQuantity(10, { maxQuantity: 10 })).toEqual({ ok: true, qty: 10 });
  });
});
