import { describe, expect, it } from 'vitest';
import { nameProblem } from './nameProblem';

describe('the name rule (SPEC §5 "name at least 2 letters")', () => {
  it('a blank name is required', () => {
    expect(nameProblem('')).toBe('required');
    expect(nameProblem('  ')).toBe('required');
  });

  it('a name has at least 2 letters once trimmed', () => {
    expect(nameProblem(' L ')).toBe('tooShort');
    expect(nameProblem('Li')).toBeNull();
    expect(nameProblem(' Léa ')).toBeNull();
  });
});
