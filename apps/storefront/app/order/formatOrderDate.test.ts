import { describe, expect, it } from 'vitest';
import { formatOrderDate } from './formatOrderDate';

describe('formatOrderDate (SPEC §9 "HH:mm D/M/YYYY")', () => {
  it('shows a UTC order time in French winter time, without leading zeros in day and month', () => {
    expect(formatOrderDate('2026-01-05 09:05:00')).toBe('10:05 5/1/2026');
  });
  it('follows French summer time', () => {
    expect(formatOrderDate('2026-07-14 22:30:00')).toBe('00:30 15/7/2026');
  });
  it('gives back a value it cannot read', () => {
    expect(formatOrderDate('hier')).toBe('hier');
  });
});
