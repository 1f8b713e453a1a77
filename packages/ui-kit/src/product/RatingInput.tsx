import { useId } from 'react';
import { Icon } from '../icons/Icon';
import { MAX_RATING } from './Rating';
import styles from './RatingInput.module.css';

/** Props of {@link RatingInput}. */
export interface RatingInputProps {
  /** Group label, e.g. "Votre note". */
  legend: string;
  /** Accessible name of each star, e.g. `(n) => \`${n} étoile${n > 1 ? 's' : ''} sur 5\``. */
  starLabel: (stars: number) => string;
  /** Chosen rating 1–5, or `0` for none yet. */
  value: number;
  onChange: (value: number) => void;
  /** Form field name of the radios. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** Error message shown under the stars and linked to them. */
  error?: string;
}

/**
 * Star rating entry: five native radio buttons drawn as stars, operable with arrow keys.
 *
 * @example
 * <RatingInput legend="Votre note" starLabel={(n) => `${n} sur 5`} value={note} onChange={setNote} />
 */
export function RatingInput({ legend, starLabel, value, onChange, name, required, disabled, error }: RatingInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.fieldset} disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.stars}>
        {Array.from({ length: MAX_RATING }, (_, index) => {
          const stars = index + 1;
          return (
            <label key={stars} className={styles.option}>
              <input
                type="radio"
                className={styles.input}
                name={name ?? id}
                value={stars}
                checked={value === stars}
                required={required}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(stars)}
              />
              <Icon name="star" label={starLabel(stars)} filled={stars <= value} className={styles.star} />
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
