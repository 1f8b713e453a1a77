import type { ReactNode } from 'react';
import styles from './Badge.module.css';

/** Colour meaning of a badge. */
export type BadgeTone = 'neutral' | 'brand' | 'sale' | 'new' | 'success' | 'warning' | 'danger';

/** Props of {@link Badge}. */
export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  className?: string;
}

/**
 * A short status label, e.g. "Nouveau", "Promo", "Rupture de stock".
 *
 * @example
 * <Badge tone="sale">-15 %</Badge>
 */
export function Badge({ children, tone = 'neutral', className }: BadgeProps) {
  return <span className={[styles.badge, styles[tone], className].filter(Boolean).join(' ')}>{children}</span>;
}
