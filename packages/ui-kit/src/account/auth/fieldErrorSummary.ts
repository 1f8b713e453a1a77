import type { ErrorSummaryItem } from '../../forms/ErrorSummary';

/**
 * The errors of a form as its summary lists them: in the order of `fields`, each linked to its field's id and
 * named after its field ("Prénom – Ce champ est obligatoire."), since several fields can share one message.
 *
 * @example
 * fieldErrorSummary(['email', 'password'], { password: 'Trop court' }, (field) => `login-${field}`, { email: 'E-mail', password: 'Mot de passe' });
 * // [{ fieldId: 'login-password', message: 'Mot de passe – Trop court' }]
 */
export function fieldErrorSummary<Field extends string>(
  fields: readonly Field[],
  errors: Partial<Record<Field, string>>,
  idOf: (field: Field) => string,
  labelOf: Record<Field, string>,
): ErrorSummaryItem[] {
  return fields.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: idOf(field), message: `${labelOf[field]} – ${message}` }] : [];
  });
}
