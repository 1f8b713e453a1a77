import { useState } from 'react';
import { Input, type InputProps } from '../../forms/Input';
import styles from './PasswordInput.module.css';

/** Props of {@link PasswordInput}: an input's attributes (its `id` is required) and the toggle's texts. */
export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  id: string;
  /** The toggle while the password is hidden, e.g. "Afficher". */
  showLabel: string;
  /** The toggle while the password is shown, e.g. "Masquer". */
  hideLabel: string;
}

/**
 * A password field with a show/hide toggle, so a shopper on a phone can check what was typed. The toggle is a real
 * button after the field (keyboard reachable) that controls it; its text says what it will do.
 */
export function PasswordInput({ showLabel, hideLabel, className, ...rest }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      <Input
        {...rest}
        type={shown ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={styles.input}
      />
      <button
        type="button"
        className={styles.toggle}
        aria-controls={rest.id}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? hideLabel : showLabel}
      </button>
    </div>
  );
}
