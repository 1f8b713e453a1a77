import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '../feedback/Spinner';
import { Icon } from '../icons/Icon';
import type { IconName } from '../icons/iconPaths';
import styles from './Button.module.css';

/** Visual weight of a button: one `primary` (or `accent`) action per view. */
export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';
/** Size of a button; every size keeps a 44 px tap target except `sm` (36 px). */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Icon drawn before the label. */
  icon?: IconName;
  /** Shows a spinner, keeps the label for screen readers and blocks clicks (aria-disabled, still focusable). */
  loading?: boolean;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** Class names of the button look, shared with {@link Link}'s `appearance="button"`. */
export function buttonClassName(variant: ButtonVariant, size: ButtonSize, fullWidth: boolean, extra?: string): string {
  return [styles.button, styles[variant], size !== 'md' && styles[size], fullWidth && styles.fullWidth, extra]
    .filter(Boolean)
    .join(' ');
}

/**
 * An action button. `type` defaults to `"button"` so it never submits a form by accident.
 *
 * @example
 * <Button variant="primary" icon="cart" onClick={addToCart}>Ajouter au panier</Button>
 * <Button loading>Envoi en cours</Button>
 */
export function Button({
  variant = 'primary',
  size = 'md',
  icon,
  loading = false,
  fullWidth = false,
  type = 'button',
  className,
  children,
  onClick,
  'aria-disabled': ariaDisabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(variant, size, fullWidth, className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || ariaDisabled || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <Spinner size="1em" /> : icon ? <Icon name={icon} size="1.25em" /> : null}
      {children}
    </button>
  );
}
