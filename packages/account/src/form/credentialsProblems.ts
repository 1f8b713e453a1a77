import { type EmailProblem, emailProblem } from './emailProblem';
import { type PasswordProblem, passwordProblem } from './passwordProblem';

/** The fields of a credentials form and what is wrong with each; a field without a problem is absent. */
export interface CredentialsProblems {
  email?: EmailProblem;
  password?: PasswordProblem;
  /** The confirmation differs from the password (checked once the password itself is fine). */
  confirmation?: 'notIdentical';
}

/** The fields a credentials form holds: a field left out is not checked. */
export interface CredentialsForm {
  readonly email?: string;
  readonly password?: string;
  readonly confirmation?: string;
}

/**
 * Checks the forms made of an e-mail and/or a new password typed twice: forgotten password (e-mail only), reset
 * and change password (new password twice), SPEC §5 "field required", "valid e-mail", "password at least 8
 * letters", "passwords identical". An empty object means the form can be sent.
 * @example
 * credentialsProblems({ email: 'lea@example.fr' }); // {}
 * credentialsProblems({ password: 'court', confirmation: 'court' }); // { password: 'tooShort' }
 * credentialsProblems({ password: 'citerne-2026', confirmation: 'citerne-2025' }); // { confirmation: 'notIdentical' }
 */
export function credentialsProblems(form: CredentialsForm): CredentialsProblems {
  const problems: CredentialsProblems = {};
  if (form.email !== undefined) {
    const email = emailProblem(form.email);
    if (email) problems.email = email;
  }
  if (form.password !== undefined) {
    const password = passwordProblem(form.password);
    if (password) problems.password = password;
    else if (form.confirmation !== form.password) problems.confirmation = 'notIdentical';
  }
  return problems;
}
