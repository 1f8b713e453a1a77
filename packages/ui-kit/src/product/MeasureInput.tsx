import { FormField } from '../forms/FormField';
import { Input } from '../forms/Input';
import styles from './MeasureInput.module.css';

/** Props of {@link MeasureInput}. */
export interface MeasureInputProps {
  /** The dimension's name, e.g. "Longueur disponible (m)". */
  label: string;
  /** The unit shown after the field ("m", "cm"); hidden from assistive technology, the label and hint say it. */
  unit: string;
  /** The limits in words, e.g. "Entre 1 et 30 m" (linked to the field with `aria-describedby`). */
  hint: string;
  /** The text as typed: a French decimal comma stays as the shopper wrote it. */
  value: string;
  onChange: (value: string) => void;
  /** Why the value is refused (out of its limits, not a number); marks the field invalid. */
  error?: string | undefined;
  required?: boolean;
  requiredLabel?: string;
  /** Longest text accepted (the custom option's `max_characters`). */
  maxLength?: number | undefined;
  name?: string;
}

/**
 * One dimension of a made-to-measure product (issue 17): a text field with a decimal keyboard on phones (a French
 * comma accepted: the number is read by `@citerne/product`'s `readDimension`, not by the browser), its unit, the
 * product's limits as its hint and the refusal as its error.
 *
 * @example
 * <MeasureInput label="Longueur (m)" unit="m" hint="Entre 1 et 30 m" value={text} onChange={setText} />
 */
export function MeasureInput({
  label,
  unit,
  hint,
  value,
  onChange,
  error,
  required,
  requiredLabel,
  maxLength,
  name,
}: MeasureInputProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      {...(required !== undefined ? { required } : {})}
      {...(requiredLabel !== undefined ? { requiredLabel } : {})}
      className={styles.field}
    >
      {(control) => (
        <span className={styles.control}>
          <Input
            {...control}
            {...(name ? { name } : {})}
            {...(maxLength ? { maxLength } : {})}
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={styles.input}
          />
          <span className={styles.unit} aria-hidden="true">
            {unit}
          </span>
        </span>
      )}
    </FormField>
  );
}
