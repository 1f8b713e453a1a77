import type { ErrorSummaryItem } from '../../forms/ErrorSummary';

/**
 * The errors of a form as its summary lists them: in the order of `fields`, each linked to its field's id.
 *
 * @example
 * fieldErrorSummary(['email', 'password'], { password: 'Trop court' }, (field) => `login-${field}`);
 * // [{ fieldId: 'login-password', message: 'Trop court' }]
 */
export function fieldErrorSummary<Field extends string>(
  fields: readonly Field[],
  errors: Partial<Record<Field, string>>,
  idOf: (field: Field) => string,
): ErrorSummaryItem[] {
  return fields.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: idOf(field), message }] : [];
  });
}
