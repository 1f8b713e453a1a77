/** SPEC §5 "password at least 8 letters" (the contract's `PasswordSchema` refuses anything shorter). */
export const MIN_PASSWORD_LENGTH = 8;

/** What is wrong with a new password. */
export type PasswordProblem = 'required' | 'tooShort';

/**
 * The rule of a new password (SPEC §5): required, at least {@link MIN_PASSWORD_LENGTH} characters. Passwords are
 * never trimmed: spaces count.
 * @example
 * passwordProblem(''); // 'required'
 * passwordProblem('court'); // 'tooShort'
 * passwordProblem('citerne-2025'); // null
 */
export function passwordProblem(value: string): PasswordProblem | null {
  if (value === '') return 'required';
  return value.length < MIN_PASSWORD_LENGTH ? 'tooShort' : null;
}
