import '../accountCatalog';
import type { EmailProblem, NameProblem, PasswordProblem } from '@citerne/account';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A problem `@citerne/account`'s form rules found in one field. */
export type AuthFieldProblem = EmailProblem | NameProblem | PasswordProblem | 'notIdentical';

/**
 * The SPEC §5 generic form message of a field's problem, in the shop's language.
 *
 * @example
 * authProblemText(i18n, 'password', 'tooShort'); // 'Le mot de passe doit contenir au moins 8 caractères.'
 */
export function authProblemText(
  i18n: I18n,
  field: 'email' | 'name' | 'password',
  problem: AuthFieldProblem | undefined,
): string | undefined {
  switch (problem) {
    case undefined:
      return undefined;
    case 'required':
      return i18n._(msg`Field is required.`);
    case 'invalid':
      return i18n._(msg`Please provide valid e-mail address.`);
    case 'tooShort':
      return field === 'name'
        ? i18n._(msg`Name must have at least 2 letters.`)
        : i18n._(msg`The password must have at least 8 characters.`);
    case 'notIdentical':
      return i18n._(msg`Passwords must be identical.`);
    default:
      return problem satisfies never;
  }
}
