import { describe, expect, it } from 'vitest';
import { numberFlagProblem } from './numberFlag';

describe('numberFlagProblem', () => {
  it('accepts positive numbers, and 0 only where allowed', () => {
    expect(numberFlagProblem('2.5')).toBeNull();
    expect(numberFlagProblem('0')).toBe('must be a positive number');
    expect(numberFlagProblem('0', { allowZero: true })).toBeNull();
  });

  it('refuses fractions where an integer is needed', () => {
    expect(numberFlagProblem('3240', { integer: true })).toBeNull();
    expect(numberFlagProblem('1.5', { integer: true })).toBe('must be a positive integer');
  });

  it('refuses words, blanks, negatives and infinities', () => {
    for (const value of ['abc', '', ' ', undefined, '-1', 'Infinity']) {
      expect(numberFlagProblem(value, { allowZero: true })).toBe('must be a non-negative number');
    }
  });
});
