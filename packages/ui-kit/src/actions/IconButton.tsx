import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon } from '../icons/Icon';
import type { IconName } from '../icons/iconPaths';
import styles from './IconButton.module.css';

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  /** Accessible name, required because the button shows no text. */
  label: string;
  /** Small count drawn over the icon (e.g. cart quantity); its meaning must also be in `label`. */
  badge?: ReactNode;
  /** `plain` on light surfaces, `inverse` on dark ones, `filled` for a strong round button. */
  tone?: 'plain' | 'inverse' | 'filled';
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A square 44 px button showing only an icon, named by `label`.
 *
 * @example
 * <IconButton icon="close" label="Fermer" onClick={onClose} />
 */
export function IconButton({
  icon,
  label,
  badge,
  tone = 'plain',
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  const button = (
    <button
      {...rest}
      type={type}
      aria-label={label}
      className={[styles.iconButton, styles[tone], className].filter(Boolean).join(' ')}
    >
      <Icon name={icon} />
    </button>
  );
  if (badge === undefined || badge === null) return button;
  // The badge sits beside the button, not inside it: its digits are already in `label` (WCAG 2.5.3 label in name).
  return (
    <span className={styles.withBadge}>
      {button}
      <span className={styles.badge} aria-hidden="true">
        {badge}
      </span>
    </span>
  );
}
