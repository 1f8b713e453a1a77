import { VisuallyHidden } from '../a11y/VisuallyHidden';
import styles from './Spinner.module.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Announced to screen readers (e.g. "Chargement…"). Omit when a surrounding element already says it. */
  label?: string;
  /** Diameter in CSS units; defaults to `1.5rem`. */
  size?: string;
  className?: string;
}

/**
 * An indeterminate loading indicator. With `label` it is a polite status; without, it is decorative.
 *
 * @example
 * <Spinner label="Chargement du panier…" />
 */
export function Spinner({ label, size = '1.5rem', className }: SpinnerProps) {
  const circle = (
    <span
      className={[styles.spinner, className].filter(Boolean).join(' ')}
      style={{ width: size, height: size }}
      aria-hidden="true"
    />
  );
  if (!label) return circle;
  return (
    <span role="status" className={styles.wrapper}>
      {circle}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
