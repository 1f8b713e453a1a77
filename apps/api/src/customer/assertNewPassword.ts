import { CommerceError } from '../platform/CommerceError';
import { newPasswordProblem } from './newPasswordProblem';

/** The answer to a new password that is too easy to guess (one text for every reason: it names no rule to game). */
export const PASSWORD_TOO_WEAK =
  'This password is too easy to guess: it is one of the most common passwords, repeats one character or is your e-mail. Please choose another one.';

/**
 * Refuses a new password that is too easy to guess (see {@link newPasswordProblem}) with a 400
 * `PASSWORD_TOO_WEAK`, before anything is changed; `errorMessage` carries the text too, as SPEC §7's
 * change-password answer reads it. Registration, password change and reset all go through it (issue 19).
 * @example
 * assertNewPassword(request.newPassword, customer.email);
 */
export function assertNewPassword(password: string, email: string): void {
  if (newPasswordProblem(password, email) === null) return;
  throw new CommerceError(400, PASSWORD_TOO_WEAK, 'PASSWORD_TOO_WEAK', { errorMessage: PASSWORD_TOO_WEAK });
}
