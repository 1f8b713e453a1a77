import type { ReactNode } from 'react';
import { Icon } from '../icons/Icon';
import type { IconName } from '../icons/iconPaths';
import styles from './EmptyState.module.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: IconName;
  /** A way forward, e.g. a link back to the catalogue. */
  action?: ReactNode;
  /** Heading level of the title; defaults to 2. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * What a list shows when it has nothing: an empty cart, no search result, no order yet.
 *
 * @example
 * <EmptyState icon="cart" title="Votre panier est vide" action={<Link href="/" appearance="button">Découvrir nos citernes</Link>} />
 */
export function EmptyState({ title, description, icon = 'search', action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.empty}>
      <span className={styles.icon}>
        <Icon name={icon} size="2rem" />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
