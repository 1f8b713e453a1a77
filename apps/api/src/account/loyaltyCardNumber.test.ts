import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, loyaltyCardNumber } from './loyaltyCardNumber';

describe('loyalty card number', () => {
  it('computes the EAN-13 check digit of published codes', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1); // 4006381333931
    expect(ean13CheckDigit('978020137962')).toBe(4); // 9780201379624
    expect(ean13CheckDigit('290000000000')).toBe(1);
  });

  it('is "29", the customer id on 10 digits and the check digit', () => {
    expect(loyaltyCardNumber(7)).toBe('2900000000070');
    expect(loyaltyCardNumber(1234567890)).toBe(`291234567890${ean13CheckDigit('291234567890')}`);
    expect(loyaltyCardNumber(42)).toMatch(/^29\d{11}$/);
  });

  it('refuses an id that does not fit', () => {
    expect(() => loyaltyCardNumber(0)).toThrow();
    expect(() => loyaltyCardNumber(10_000_000_000)).toThrow();
    expect(() => ean13CheckDigit('12345')).toThrow();
  });
});
