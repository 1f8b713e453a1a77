import styles from './Skeleton.module.css';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** CSS width; defaults to the full width. */
  width?: string;
  /** CSS height; defaults to one line of text. */
  height?: string;
  shape?: 'text' | 'rect' | 'circle';
  /** Number of text lines (the last one shorter). */
  lines?: number;
  className?: string;
}

/**
 * A placeholder drawn while content loads, hidden from assistive technology (announce the loading
 * state once on the container, e.g. `aria-busy` or a `Spinner` label). No shimmer under reduced motion.
 *
 * @example
 * <Skeleton shape="rect" height="16rem" /> <Skeleton lines={2} />
 */
export function Skeleton({ width, height, shape = 'text', lines = 1, className }: SkeletonProps) {
  if (shape === 'text' && lines > 1) {
    return (
      <span className={[styles.stack, className].filter(Boolean).join(' ')} aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity
            key={index}
            className={[styles.skeleton, styles.text].join(' ')}
            style={{ width: index === lines - 1 ? '60%' : width }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      className={[styles.skeleton, styles[shape], className].filter(Boolean).join(' ')}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}
