import type { Ref, SelectHTMLAttributes } from 'react';
import styles from './Input.module.css';

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: ReadonlyArray<SelectOption>;
  /** First, empty choice such as "Choisissez une option". */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native drop-down list with the kit's look (native for the best keyboard and mobile behaviour).
 *
 * @example
 * <Select options={[{ value: 'position', label: 'Pertinence' }]} value={sort} onChange={(e) => setSort(e.target.value)} />
 */
export function Select({ options, placeholder, className, ...rest }: SelectProps) {
  return (
    <select {...rest} className={[styles.control, styles.select, className].filter(Boolean).join(' ')}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
