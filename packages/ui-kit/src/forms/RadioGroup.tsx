import { type ReactNode, useId } from 'react';
import styles from './Checkbox.module.css';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps {
  legend: ReactNode;
  options: ReadonlyArray<RadioOption>;
  value: string | null;
  onChange: (value: string) => void;
  /** Form field name; generated when omitted. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: ReactNode;
  /** Lays the choices on one line when they are short. */
  inline?: boolean;
}

/**
 * A group of native radio buttons in a fieldset (arrow keys move between choices).
 *
 * @example
 * <RadioGroup legend="Mode de livraison" value={method} onChange={setMethod}
 *   options={[{ value: 'dpd', label: 'DPD, 5,00 €' }, { value: 'pickup', label: 'Retrait en atelier' }]} />
 */
export function RadioGroup({
  legend,
  options,
  value,
  onChange,
  name,
  required,
  disabled,
  error,
  inline,
}: RadioGroupProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.fieldset} disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={inline ? styles.inline : undefined}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div key={option.value} className={styles.choice}>
              <input
                id={optionId}
                type="radio"
                className={styles.box}
                name={name ?? id}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                required={required}
                aria-invalid={error ? true : undefined}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
                onChange={() => onChange(option.value)}
              />
              <label htmlFor={optionId} className={styles.label}>
                {option.label}
                {option.description ? (
                  <span id={`${optionId}-description`} className={styles.description}>
                    {option.description}
                  </span>
                ) : null}
              </label>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
