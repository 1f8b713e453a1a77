import { useEffect, useState } from 'react';
import styles from './ProgressBar.module.css';

/** SPEC §9 "Timing and UI": the progress bar increases by 40 on route start. */
export const PROGRESS_START_INCREMENT = 40;

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** True while a route resolves (SPEC §2 "Route changes show a progress bar"). */
  active: boolean;
  /** Accessible name, e.g. "Chargement de la page". */
  label: string;
}

/**
 * The route progress bar of the default layout: jumps to 40 % when a navigation starts, creeps
 * towards 90 % while it lasts, fills to 100 % and fades when it ends.
 *
 * @example
 * <ProgressBar active={navigation.state === 'loading'} label="Chargement de la page" />
 */
export function ProgressBar({ active, label }: ProgressBarProps) {
  const [value, setValue] = useState<number | null>(null);

  useEffect(() => {
    if (active) {
      setValue(PROGRESS_START_INCREMENT);
      const timer = setInterval(
        () => setValue((current) => Math.min(90, (current ?? 0) + (90 - (current ?? 0)) * 0.15)),
        300,
      );
      return () => clearInterval(timer);
    }
    setValue((current) => (current === null ? null : 100));
    const timer = setTimeout(() => setValue(null), 400);
    return () => clearTimeout(timer);
  }, [active]);

  if (value === null) return null;
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      data-done={value === 100 || undefined}
    >
      <div className={styles.bar} style={{ transform: `scaleX(${value / 100})` }} />
    </div>
  );
}
