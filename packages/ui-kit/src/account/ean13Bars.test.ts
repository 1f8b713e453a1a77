import { describe, expect, it } from 'vitest';
import { ean13Bars, ean13CheckDigit } from './ean13Bars';

describe('ean13CheckDigit', () => {
  it('weights the digits 1 and 3 from the left and completes the sum to a multiple of ten', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('978020137962')).toBe(4);
    expect(ean13CheckDigit('590123412345')).toBe(7);
    expect(ean13CheckDigit('290000000004')).toBe(9);
  });

  it('gives 0 when the weighted sum is already a multiple of ten', () => {
    expect(ean13CheckDigit('000000000000')).toBe(0);
    expect(ean13CheckDigit('400000000002')).toBe(0);
  });

  it('refuses anything but twelve digits', () => {
    expect(() => ean13CheckDigit('12345')).toThrow(/12 digits/);
    expect(() => ean13CheckDigit('29000000000a')).toThrow(/12 digits/);
  });
});

describe('ean13Bars', () => {
  it('draws 95 modules between the start, centre and end guards', () => {
    const bars = ean13Bars('5901234123457');
    expect(bars).toHaveLength(95);
    expect(bars.slice(0, 3)).toBe('101');
    expect(bars.slice(45, 50)).toBe('01010');
    expect(bars.slice(92)).toBe('101');
  });

  it('writes the left digits in the L and G sets chosen by the first digit', () => {
    const bars = ean13Bars('5901234123457');
    // GS1's textbook example 5 901234 123457: first digit 5 → LGGLLG, so 9 L, 0 G, 1 G, 2 L, 3 L, 4 G.
    expect(bars.slice(3, 45)).toBe(['0001011', '0100111', '0110011', '0010011', '0111101', '0011101'].join(''));
  });

  it('writes the right digits in the R set, the check digit last', () => {
    const bars = ean13Bars('5901234123457');
    expect(bars.slice(50, 92)).toBe(['1100110', '1101100', '1000010', '1011100', '1001110', '1000100'].join(''));
  });

  it('with first digit 0 writes the whole left half in the L set, as a UPC-A', () => {
    const bars = ean13Bars('0012345678905');
    expect(bars.slice(3, 10)).toBe('0001101');
    expect(bars.slice(10, 17)).toBe('0011001');
    expect(bars.slice(38, 45)).toBe('0110001');
  });

  it('adds the check digit to twelve digits and ignores spaces', () => {
    expect(ean13Bars('590123412345')).toBe(ean13Bars('5901234123457'));
    expect(ean13Bars('5 901234 123457')).toBe(ean13Bars('5901234123457'));
  });

  it('refuses a wrong check digit or a code that is not 13 digits', () => {
    expect(() => ean13Bars('5901234123458')).toThrow(/should be 7/);
    expect(() => ean13Bars('59012341234')).toThrow(/13 digits/);
    expect(() => ean13Bars('59012341234x7')).toThrow(/13 digits/);
  });

  it('gives every digit seven modules with two bars and two spaces', () => {
    const bars = ean13Bars('2900000000421');
    for (let start = 3; start < 92; start += start === 38 ? 12 : 7) {
      const digit = bars.slice(start, start + 7);
      const runs = digit.match(/0+|1+/g) ?? [];
      expect(runs, `modules ${start}`).toHaveLength(4);
    }
  });
});
