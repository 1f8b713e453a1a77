import * as v from 'valibot';

const EmailSchema = v.pipe(v.string(), v.trim(), v.email());

/** The fields of the reset-password forms and what is wrong with each, as message ids. */
export interface PasswordFormProblems {
  email?: 'required' | 'invalid';
  password?: 'required' | 'tooShort';
  confirmation?: 'notIdentical';
}

/** SPEC §5 "password at least 8 letters". */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * Checks the forgot-password (e-mail only) and reset-password (new password twice) forms (SPEC §5 generic form
 * messages: field required, valid e-mail, password at least 8 letters, passwords identical).
 *
 * @example
 * passwordFormProblems({ email: 'lea@example.fr', password: 'court', confirmation: 'court' });
 * // { password: 'tooShort' }
 */
export function passwordFormProblems(form: {
  email: string;
  password?: string;
  confirmation?: string;
}): PasswordFormProblems {
  const problems: PasswordFormProblems = {};
  if (form.email.trim() === '') problems.email = 'required';
  else if (!v.is(EmailSchema, form.email)) problems.email = 'invalid';
  if (form.password !== undefined) {
    if (form.password === '') problems.password = 'required';
    else if (form.password.length < MIN_PASSWORD_LENGTH) problems.password = 'tooShort';
    else if (form.confirmation !== form.password) problems.confirmation = 'notIdentical';
  }
  return problems;
}
