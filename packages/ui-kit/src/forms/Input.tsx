import type { InputHTMLAttributes, Ref } from 'react';
import styles from './Input.module.css';

/** Props of {@link Input}: a native input's attributes. */
export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

/**
 * A single-line text input with the kit's look; pair it with `FormField` for its label.
 *
 * @example
 * <Input type="email" autoComplete="email" {...control} />
 */
export function Input({ className, type = 'text', ...rest }: InputProps) {
  return <input {...rest} type={type} className={[styles.control, className].filter(Boolean).join(' ')} />;
}
