import { FormField } from '../forms/FormField';
import { Select, type SelectOption } from '../forms/Select';
import styles from './SortSelect.module.css';

/** Props of {@link SortSelect}. */
export interface SortSelectProps {
  /** Visible label, e.g. "Trier par". */
  label: string;
  /** SPEC §9 sort options: Dernier, price low to high, price high to low, Position. */
  options: ReadonlyArray<SelectOption>;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The sort order of a product list (the value travels in the route query, SPEC §2).
 *
 * @example
 * <SortSelect label="Trier par" value="position" onChange={setSort}
 *   options={[{ value: 'position', label: 'Position' }, { value: 'price-asc', label: 'Prix croissant' }]} />
 */
export function SortSelect({ label, options, value, onChange }: SortSelectProps) {
  return (
    <FormField label={label} className={styles.sort}>
      {(control) => (
        <Select {...control} options={options} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </FormField>
  );
}
