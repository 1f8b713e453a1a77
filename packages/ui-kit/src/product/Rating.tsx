import { Icon } from '../icons/Icon';
import styles from './Rating.module.css';

/** Highest rating (SPEC §3 "Review summary": maximum rating is 5). */
export const MAX_RATING = 5;

/** Props of {@link Rating}. */
export interface RatingProps {
  /** Average rating between 0 and 5; fractions fill stars partly. */
  value: number;
  /** Accessible name giving the value in words, e.g. "Note moyenne : 4,6 sur 5". */
  label: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * Read-only stars out of 5. Values outside 0–5 are clamped.
 *
 * @example
 * <Rating value={4.6} label="Note moyenne : 4,6 sur 5" />
 */
export function Rating({ value, label, size = 'md', className }: RatingProps) {
  const clamped = Math.min(MAX_RATING, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <span role="img" aria-label={label} className={[styles.rating, styles[size], className].filter(Boolean).join(' ')}>
      {Array.from({ length: MAX_RATING }, (_, index) => {
        const fill = Math.min(1, Math.max(0, clamped - index));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed star positions
          <span key={index} className={styles.star} data-fill={fill}>
            <Icon name="star" size="1em" className={styles.empty} />
            <span className={styles.full} style={{ width: `${fill * 100}%` }}>
              <Icon name="star" size="1em" filled />
            </span>
          </span>
        );
      })}
    </span>
  );
}
