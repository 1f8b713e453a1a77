import type { ReactNode } from 'react';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { Icon } from '../icons/Icon';
import { useLinkComponent } from '../provider/LinkProvider';
import styles from './Pagination.module.css';
import { paginationRange } from './paginationRange';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** Accessible name, e.g. "Pagination des produits". */
  label: string;
  /** Current page, from 1. */
  page: number;
  pageCount: number;
  /** Link of each page (crawlable pages); without it, buttons call `onPageChange`. */
  hrefForPage?: (page: number) => string;
  onPageChange?: (page: number) => void;
  previousLabel: string;
  nextLabel: string;
  /** Accessible name of a page, e.g. `(n) => \`Page ${n}\``. */
  pageLabel: (page: number) => string;
}

/**
 * Page navigation for category and search lists; the current page carries `aria-current="page"`.
 *
 * @example
 * <Pagination label="Pagination" page={2} pageCount={8} hrefForPage={(p) => `?page=${p}`}
 *   previousLabel="Page précédente" nextLabel="Page suivante" pageLabel={(p) => `Page ${p}`} />
 */
export function Pagination({
  label,
  page,
  pageCount,
  hrefForPage,
  onPageChange,
  previousLabel,
  nextLabel,
  pageLabel,
}: PaginationProps) {
  const Anchor = useLinkComponent();
  if (pageCount <= 1) return null;

  function control(
    target: number,
    content: ReactNode,
    name: string,
    extra?: { current?: boolean; className?: string },
  ) {
    const className = [styles.control, extra?.className].filter(Boolean).join(' ');
    if (extra?.current) {
      return (
        <span className={`${className} ${styles.current}`} aria-current="page">
          <VisuallyHidden>{name}</VisuallyHidden>
          <span aria-hidden="true">{content}</span>
        </span>
      );
    }
    if (hrefForPage) {
      return (
        <Anchor href={hrefForPage(target)} className={className} aria-label={name}>
          {content}
        </Anchor>
      );
    }
    return (
      <button type="button" className={className} aria-label={name} onClick={() => onPageChange?.(target)}>
        {content}
      </button>
    );
  }

  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            control(page - 1, <Icon name="chevron-left" />, previousLabel)
          ) : (
            <span className={`${styles.control} ${styles.disabled}`} aria-hidden="true">
              <Icon name="chevron-left" />
            </span>
          )}
        </li>
        {paginationRange(page, pageCount).map((slot, index) =>
          slot === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity beyond their position
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>{control(slot, slot, pageLabel(slot), { current: slot === page })}</li>
          ),
        )}
        <li>
          {page < pageCount ? (
            control(page + 1, <Icon name="chevron-right" />, nextLabel)
          ) : (
            <span className={`${styles.control} ${styles.disabled}`} aria-hidden="true">
              <Icon name="chevron-right" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
