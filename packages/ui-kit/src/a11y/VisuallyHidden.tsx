import type { ElementType, ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

/** Props of {@link VisuallyHidden}. */
export interface VisuallyHiddenProps {
  children: ReactNode;
  /** Element to render; defaults to `span`. */
  as?: ElementType;
  id?: string;
}

/**
 * Text read by screen readers but not drawn on screen (e.g. "Prix initial" before a struck price).
 *
 * @example
 * <VisuallyHidden>Quantité dans le panier :</VisuallyHidden> 3
 */
export function VisuallyHidden({ children, as: Element = 'span', id }: VisuallyHiddenProps) {
  return (
    <Element className={styles.visuallyHidden} id={id}>
      {children}
    </Element>
  );
}
