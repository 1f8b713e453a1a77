import { describe, expect, it } from 'vitest';
import { newsletterEmailProblem } from './newsletterEmail';

describe('newsletter e-mail validation', () => {
  it('asks for an address when the field is empty or blank', () => {
    expect(newsletterEmailProblem('')).toBe('required');
    expect(newsletterEmailProblem('   ')).toBe('required');
  });

  it('rejects a malformed address', () => {
    expect(newsletterEmailProblem('jean.dupont')).toBe('invalid');
    expect(newsletterEmailProblem('jean@exemple')).toBe('invalid');
  });

  it('accepts a valid address, surrounding spaces included', () => {
    expect(newsletterEmailProblem(' jean.dupont@exemple.fr ')).toBeNull();
  });
});
