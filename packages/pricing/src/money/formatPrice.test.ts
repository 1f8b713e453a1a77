import { describe, expect, it } from 'vitest';
import { createPricingConfig } from '../config/createPricingConfig.js';
import { formatPrice } from './formatPrice.js';

const NNBSP = '\u202F';
const NBSP = '\u00A0';

describe('formatPrice', () => {
  it('writes a French price as amount, comma decimals, then the euro sign, with no-break spaces', () => {
    expect(formatPrice(1234.5)).toBe(`1${NNBSP}234,50${NBSP}€`);
  });

  it('writes plain spaces when asked for ascii spacing', () => {
    expect(formatPrice(1234.5, { spaces: 'ascii' })).toBe('1 234,50 €');
    expect(formatPrice(1_234_567.8, { spaces: 'ascii' })).toBe('1 234 567,80 €');
  });

  it('always shows two decimals', () => {
    expect(formatPrice(12, { spaces: 'ascii' })).toBe('12,00 €');
    expect(formatPrice(0, { spaces: 'ascii' })).toBe('0,00 €');
  });

  it('rounds to the cent half-up on the written decimal value', () => {
    expect(formatPrice(1.005, { spaces: 'ascii' })).toBe('1,01 €');
    expect(formatPrice(0.125, { spaces: 'ascii' })).toBe('0,13 €');
    expect(formatPrice(0.1 + 0.2, { spaces: 'ascii' })).toBe('0,30 €');
    expect(formatPrice(2.675, { spaces: 'ascii' })).toBe('2,68 €');
  });

  it('shows a negative amount such as a discount with a minus sign', () => {
    expect(formatPrice(-5, { spaces: 'ascii' })).toBe('-5,00 €');
    expect(formatPrice(-0.001, { spaces: 'ascii' })).toBe('0,00 €');
  });

  it('follows the locale and currency of the options, then of the config', () => {
    expect(formatPrice(19.9, { locale: 'en-US' })).toBe('€19.90');
    expect(formatPrice(1234.5, { locale: 'de-DE', spaces: 'ascii' })).toBe('1.234,50 €');
    const dollars = createPricingConfig({ currency: 'USD' });
    expect(formatPrice(10, { config: dollars, spaces: 'ascii' })).toBe('10,00 $US');
  });

  it('refuses amounts that are not finite and unknown locales or currencies', () => {
    expect(() => formatPrice(Number.POSITIVE_INFINITY)).toThrow(expect.objectContaining({ code: 'invalid_amount' }));
    expect(() => formatPrice(1, { currency: 'euro' })).toThrow(expect.objectContaining({ code: 'invalid_config' }));
    expect(() => formatPrice(1, { locale: 'not a locale' })).toThrow(
      expect.objectContaining({ code: 'invalid_config' }),
    );
    expect(() => formatPrice(1, { spaces: 'thin' as 'ascii' })).toThrow(
      expect.objectContaining({ code: 'invalid_input' }),
    );
  });
});
