import { describe, expect, it } from 'vitest';
import { withdrawalProblems } from './withdrawalProblems';

const texts = { noLine: 'no line', name: 'name', email: 'email' };

describe('withdrawalProblems', () => {
  it('asks for a line, a name and an e-mail', () => {
    expect(withdrawalProblems({ name: ' ', email: 'lea', chosen: { 4: 0 } }, texts)).toEqual({
      lines: 'no line',
      name: 'name',
      email: 'email',
    });
  });

  it('has nothing to say of a complete withdrawal', () => {
    expect(withdrawalProblems({ name: 'Léa Martin', email: 'lea@example.fr', chosen: { 4: 1 } }, texts)).toEqual({});
  });
});
