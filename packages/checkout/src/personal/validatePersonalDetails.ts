import { PasswordSchema } from '@citerne/core-api/contract';
import * as v from 'valibot';
import type { PersonalDetails } from '../details/CheckoutDetails';
import { emailProblem } from '../field/emailProblem';
import { nameProblem } from '../field/nameProblem';
import { checkoutMessages } from '../message/checkoutMessages';
import type { FieldErrors } from '../step/FieldErrors';

function passwordProblem(password: string): string | null {
  if (password === '') return checkoutMessages.fieldRequired;
  const result = v.safeParse(PasswordSchema, password);
  if (result.success) return null;
  return result.issues[0]?.type === 'max_length' ? checkoutMessages.passwordTooLong : checkoutMessages.passwordTooShort;
}

/**
 * Checks the personal details step: first and last name of at least 2 letters, a valid e-mail address
 * (SPEC §5), and — only when an account is to be created — a password of at least 8 characters.
 * @example
 * validatePersonalDetails({ firstName: 'Léa', lastName: 'Martin', emailAddress: 'lea@exemple', password: '', createAccount: false });
 * // { emailAddress: 'Please provide valid e-mail address.' }
 */
export function validatePersonalDetails(details: PersonalDetails): FieldErrors<PersonalDetails> {
  const errors: FieldErrors<PersonalDetails> = {};
  const set = (field: keyof PersonalDetails, problem: string | null) => {
    if (problem !== null) errors[field] = problem;
  };
  set('firstName', nameProblem(details.firstName));
  set('lastName', nameProblem(details.lastName));
  set('emailAddress', emailProblem(details.emailAddress));
  if (details.createAccount) set('password', passwordProblem(details.password));
  return errors;
}
