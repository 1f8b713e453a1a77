import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './newPasswordProblem';

describe('new password rules beyond the length (issue 19, ASVS 5.0 6.2)', () => {
  it('refuse the common breached passwords of the shipped list, whatever their case', () => {
    expect(newPasswordProblem('password', 'lea@example.fr')).toBe('common');
    expect(newPasswordProblem('PassWord', 'lea@example.fr')).toBe('common');
    expect(newPasswordProblem('azertyuiop', 'lea@example.fr')).toBe('common');
    expect(newPasswordProblem('12345678', 'lea@example.fr')).toBe('common');
    // Every entry of 8 characters or more is refused: the whole list is used, not a sample.
    const long = dictionary['passwords-common'].filter((entry) => entry.length >= 8);
    expect(long.length).toBeGreaterThan(10_000);
    expect(long.filter((entry) => newPasswordProblem(entry, 'lea@example.fr') === null)).toEqual([]);
  });

  it('refuse a blank password and one character repeated', () => {
    expect(newPasswordProblem('aaaaaaaa', 'lea@example.fr')).toBe('repetitive');
    expect(newPasswordProblem(' '.repeat(8), 'lea@example.fr')).toBe('repetitive');
    expect(newPasswordProblem('\t \u3000 \n \u00a0 ', 'lea@example.fr')).toBe('repetitive');
    expect(newPasswordProblem('ÉÉÉÉÉÉÉÉÉ', 'lea@example.fr')).toBe('repetitive');
  });

  it('refuse the account’s own e-mail or its name part', () => {
    expect(newPasswordProblem('Lea.Martin@example.fr', 'lea.martin@example.fr')).toBe('email');
    expect(newPasswordProblem('lea.martin', 'lea.martin@example.fr')).toBe('email');
  });

  it('accept an ordinary passphrase, long ones included', () => {
    expect(newPasswordProblem('citerne-2025', 'lea@example.fr')).toBeNull();
    expect(newPasswordProblem('une cuve de 5 m3 au fond du jardin', 'lea@example.fr')).toBeNull();
    expect(newPasswordProblem(`${'x'.repeat(127)}y`, 'lea@example.fr')).toBeNull();
  });
});
