import type { Ref, TextareaHTMLAttributes } from 'react';
import styles from './Input.module.css';

/** Props of {@link Textarea}: a native textarea's attributes. */
export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A multi-line text input with the kit's look; pair it with `FormField` for its label.
 *
 * @example
 * <Textarea rows={5} maxLength={1000} {...control} />
 */
export function Textarea({ className, rows = 4, ...rest }: TextareaProps) {
  return (
    <textarea
      {...rest}
      rows={rows}
      className={[styles.control, styles.multiline, className].filter(Boolean).join(' ')}
    />
  );
}
