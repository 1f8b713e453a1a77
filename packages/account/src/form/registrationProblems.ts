import { type CredentialsProblems, credentialsProblems } from './credentialsProblems';
import { type NameProblem, nameProblem } from './nameProblem';

/** The fields of the registration form and what is wrong with each; a field without a problem is absent. */
export interface RegistrationProblems extends CredentialsProblems {
  firstname?: NameProblem;
  lastname?: NameProblem;
}

/** What the registration form holds. */
export interface RegistrationForm {
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly password: string;
  readonly confirmation: string;
}

/**
 * Checks the registration form (SPEC §5): a valid e-mail, first and last names of at least 2 letters, a password
 * of at least 8 characters typed twice. An empty object means the form can be sent.
 * @example
 * registrationProblems({ email: 'hugo@example.fr', firstname: 'H', lastname: '', password: 'cuve-souple-1', confirmation: 'cuve-souple-1' });
 * // { firstname: 'tooShort', lastname: 'required' }
 */
export function registrationProblems(form: RegistrationForm): RegistrationProblems {
  const problems: RegistrationProblems = {};
  const firstname = nameProblem(form.firstname);
  const lastname = nameProblem(form.lastname);
  if (firstname) problems.firstname = firstname;
  if (lastname) problems.lastname = lastname;
  return {
    ...credentialsProblems({ email: form.email, password: form.password, confirmation: form.confirmation }),
    ...problems,
  };
}
