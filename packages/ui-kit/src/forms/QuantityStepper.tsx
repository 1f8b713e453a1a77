import { useEffect, useId, useState } from 'react';
import { IconButton } from '../actions/IconButton';
import { clampQuantity } from './clampQuantity';
import styles from './QuantityStepper.module.css';

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  /** Accessible name of the number field, e.g. "Quantité de Citerne souple 10 m³". */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  value: number;
  /** Called with the new quantity, already within `[min, max]`. */
  onChange: (quantity: number) => void;
  min?: number;
  /** Highest quantity, e.g. the stock left ("Only {maxQuantity} of this type available"). */
  max?: number;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

/**
 * A quantity field between a "−" and a "+" button. Typed values are committed on blur or Enter and
 * clamped to `[min, max]`.
 *
 * @example
 * <QuantityStepper label="Quantité" decreaseLabel="Retirer un" increaseLabel="Ajouter un" value={qty} onChange={setQty} max={10} />
 */
export function QuantityStepper({
  label,
  decreaseLabel,
  increaseLabel,
  value,
  onChange,
  min = 1,
  max = 999,
  disabled = false,
  size = 'md',
}: QuantityStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  function commit(next: number) {
    const quantity = clampQuantity(next, min, max);
    setDraft(String(quantity));
    if (quantity !== value) onChange(quantity);
  }

  return (
    <div className={[styles.stepper, styles[size]].join(' ')}>
      <IconButton
        icon="minus"
        label={decreaseLabel}
        disabled={disabled || value <= min}
        onClick={() => commit(value - 1)}
      />
      <input
        id={id}
        className={styles.input}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={label}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.replace(/[^0-9]/g, ''))}
        onBlur={() => commit(Number.parseInt(draft, 10))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(Number.parseInt(draft, 10));
          }
        }}
      />
      <IconButton
        icon="plus"
        label={increaseLabel}
        disabled={disabled || value >= max}
        onClick={() => commit(value + 1)}
      />
    </div>
  );
}
