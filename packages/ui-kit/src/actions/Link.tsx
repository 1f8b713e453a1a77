import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { useLinkComponent } from '../provider/LinkProvider';
import { type ButtonSize, type ButtonVariant, buttonClassName } from './Button';
import styles from './Link.module.css';

/** Props of {@link Link}. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** `inline` underlined text link, `subtle` for navigation lists, `button` to look like a {@link Button}. */
  appearance?: 'inline' | 'subtle' | 'inverse' | 'button';
  /** Button look when `appearance="button"`. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Opens in a new tab; `newTabLabel` is appended for screen readers (e.g. "(nouvel onglet)"). */
  external?: boolean;
  newTabLabel?: string;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A navigation link. Internal links go through the component given to `LinkProvider` (the app's router).
 *
 * @example
 * <Link href="/i/mentions-legales">Mentions légales</Link>
 * <Link href="/checkout" appearance="button" variant="accent">Commander</Link>
 */
export function Link({
  href,
  appearance = 'inline',
  variant = 'primary',
  size = 'md',
  external = false,
  newTabLabel,
  className,
  children,
  ...rest
}: LinkProps) {
  const Anchor = useLinkComponent();
  const classes =
    appearance === 'button'
      ? buttonClassName(variant, size, false, className)
      : [styles.link, styles[appearance], className].filter(Boolean).join(' ');
  if (external) {
    return (
      <a {...rest} href={href} className={classes} target="_blank" rel="noopener noreferrer">
        {children}
        {newTabLabel ? <VisuallyHidden> {newTabLabel}</VisuallyHidden> : null}
      </a>
    );
  }
  return (
    <Anchor {...rest} href={href} className={classes}>
      {children}
    </Anchor>
  );
}
