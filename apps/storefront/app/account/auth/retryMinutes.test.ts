import { describe, expect, it } from 'vitest';
import { retryMinutes } from './retryMinutes';

describe('when to try again after too many attempts', () => {
  it('rounds the seconds up to whole minutes, at least one', () => {
    expect(retryMinutes(900)).toBe(15);
    expect(retryMinutes(61)).toBe(2);
    expect(retryMinutes(1)).toBe(1);
  });

  it('says nothing when the API gave no usable delay', () => {
    expect(retryMinutes(undefined)).toBeNull();
    expect(retryMinutes(0)).toBeNull();
    expect(retryMinutes(Number.NaN)).toBeNull();
    expect(retryMinutes('600')).toBeNull();
  });
});
