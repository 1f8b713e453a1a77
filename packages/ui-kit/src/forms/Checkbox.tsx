import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import styles from './Checkbox.module.css';

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** Secondary text under the label, linked as its description. */
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native checkbox with its label (the whole label is the click target).
 *
 * @example
 * <Checkbox label="J'accepte les conditions générales de vente" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
 */
export function Checkbox({ label, description, className, id, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const descriptionId = `${inputId}-description`;
  return (
    <div className={[styles.choice, className].filter(Boolean).join(' ')}>
      <input
        {...rest}
        id={inputId}
        type="checkbox"
        className={styles.box}
        aria-describedby={description ? descriptionId : rest['aria-describedby']}
      />
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </label>
    </div>
  );
}
