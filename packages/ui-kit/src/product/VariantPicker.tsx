import { useId } from 'react';
import styles from './VariantPicker.module.css';

/** One value of a configurable option (SPEC §3 "Configurable option": value_index, label). */
export interface VariantValue {
  value: string;
  label: string;
  /** CSS colour for a colour swatch. */
  color?: string;
  /** False when no in-stock child matches; still focusable, announced as unavailable. */
  available?: boolean;
}

/** Props of {@link VariantPicker}. */
export interface VariantPickerProps {
  /** The option's label, e.g. "Couleur" or "Volume". */
  label: string;
  /** `color` draws swatches, `text` draws chips (sizes, volumes). */
  kind: 'color' | 'text';
  values: ReadonlyArray<VariantValue>;
  value: string | null;
  onChange: (value: string) => void;
  /** Appended for screen readers to unavailable values, e.g. "indisponible". */
  unavailableLabel: string;
  /** Shows the chosen value next to the label, e.g. "Couleur : Vert". */
  showSelection?: boolean;
}

/**
 * Picks one value of a configurable product's option: colour swatches or text chips, built on
 * native radio buttons (arrow keys move the choice). Values with an empty label are dropped (SPEC §3).
 *
 * @example
 * <VariantPicker label="Volume" kind="text" value={volume} onChange={setVolume} unavailableLabel="indisponible"
 *   values={[{ value: '10', label: '10 m³' }, { value: '20', label: '20 m³', available: false }]} />
 */
export function VariantPicker({
  label,
  kind,
  values,
  value,
  onChange,
  unavailableLabel,
  showSelection = true,
}: VariantPickerProps) {
  const name = useId();
  const visible = values.filter((candidate) => candidate.label.trim() !== '');
  const chosen = visible.find((candidate) => candidate.value === value);
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>
        {label}
        {showSelection && chosen ? (
          <>
            {' : '}
            <span className={styles.selection}>{chosen.label}</span>
          </>
        ) : null}
      </legend>
      <div className={kind === 'color' ? styles.swatches : styles.chips}>
        {visible.map((candidate) => {
          const id = `${name}-${candidate.value}`;
          const unavailable = candidate.available === false;
          return (
            <span key={candidate.value} className={styles.choice}>
              <input
                id={id}
                type="radio"
                name={name}
                className={styles.input}
                value={candidate.value}
                checked={candidate.value === value}
                onChange={() => onChange(candidate.value)}
              />
              <label
                htmlFor={id}
                className={[kind === 'color' ? styles.swatch : styles.chip, unavailable && styles.unavailable]
                  .filter(Boolean)
                  .join(' ')}
                title={kind === 'color' ? candidate.label : undefined}
              >
                {kind === 'color' ? (
                  <>
                    <span className={styles.colour} style={{ background: candidate.color }} aria-hidden="true" />
                    <span className={styles.hidden}>{candidate.label}</span>
                  </>
                ) : (
                  candidate.label
                )}
                {unavailable ? (
                  <>
                    {' '}
                    <span className={styles.hidden}>({unavailableLabel})</span>
                  </>
                ) : null}
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
