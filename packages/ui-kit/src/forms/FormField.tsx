import { type ReactElement, type ReactNode, useId } from 'react';
import styles from './FormField.module.css';

/** Ids and ARIA wiring a {@link FormField} hands to its control. */
export interface FormFieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
}

/** Props of {@link FormField}. */
export interface FormFieldProps {
  /** Visible label of the control. */
  label: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error message; marks the control invalid and is linked to it. */
  error?: ReactNode;
  /** Marks the field required; `requiredLabel` (e.g. "obligatoire") is shown next to the label. */
  required?: boolean;
  requiredLabel?: string;
  /** Hides the label visually (still the accessible name). */
  hideLabel?: boolean;
  /** Renders the control with the ids and ARIA attributes of the field. */
  children: (control: FormFieldControlProps) => ReactElement;
  /** Fixed id for the control; generated when omitted. */
  id?: string;
  className?: string;
}

/**
 * A label, an optional hint and an error message wired to one form control.
 *
 * @example
 * <FormField label="Adresse e-mail" error={error} required requiredLabel="obligatoire">
 *   {(control) => <Input type="email" {...control} />}
 * </FormField>
 */
export function FormField({
  label,
  hint,
  error,
  required,
  requiredLabel,
  hideLabel,
  children,
  id,
  className,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={hideLabel ? styles.hiddenLabel : styles.label}>
        {label}
        {required && requiredLabel ? (
          <>
            {' '}
            <span className={styles.required}>({requiredLabel})</span>
          </>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, required })}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
