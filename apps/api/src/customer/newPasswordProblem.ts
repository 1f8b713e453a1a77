import { dictionary } from '@zxcvbn-ts/language-common';

/** Why a new password is refused, beyond the contract's length rules (8 to 256 characters, SPEC §5). */
export type NewPasswordProblem = 'common' | 'repetitive' | 'email';

let common: ReadonlySet<string> | undefined;

/** The most common passwords of public breaches (zxcvbn-ts's list, about 49 000 entries), lower-cased. */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common;
}

/**
 * What is wrong with a new password (ASVS 5.0 6.2.4, 6.2.11; issue 19), or `null`: one of the most common breached
 * passwords, whatever its case (`common`); blank or one character repeated, "aaaaaaaa" or eight spaces
 * (`repetitive`); the account's own e-mail or its part before the `@` (`email`). The check runs on the NFKC form,
 * the one scrypt hashes. Runs on the server only: the list is never sent to the browser.
 * @example
 * newPasswordProblem('password', 'lea@example.fr'); // 'common'
 * newPasswordProblem('citerne-2025', 'lea@example.fr'); // null
 */
export function newPasswordProblem(password: string, email: string): NewPasswordProblem | null {
  const folded = password.normalize('NFKC').toLowerCase();
  if (folded.trim() === '' || new Set(folded).size === 1) return 'repetitive';
  const address = email.toLowerCase();
  if (folded === address || folded === address.split('@')[0]) return 'email';
  return commonPasswords().has(folded) ? 'common' : null;
}
