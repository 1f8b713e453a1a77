import { Checkbox } from '../forms/Checkbox';
import { Select } from '../forms/Select';
import styles from './Withdrawal.module.css';

/** One ordered line as the chooser shows it. */
export interface WithdrawalChoiceLine {
  id: number;
  name: string;
  sku: string;
  qtyOrdered: number;
  /** How many can be withdrawn; 0 with `refusal` when none can. */
  qtyWithdrawable: number;
  /** Why the line cannot be withdrawn, as the text to show (e.g. made to measure, art. L221-28 3°). */
  refusal?: string | undefined;
}

/** Texts of {@link WithdrawalLineChooser}. */
export interface WithdrawalLineChooserLabels {
  /** The group's legend, e.g. "Articles concernés". */
  legend: string;
  /** "Commandé : 2", from the quantity ordered. */
  ordered: (qty: number) => string;
  /** The quantity select's label, e.g. "Quantité retournée". */
  quantity: string;
  /** "SKU" mark before the reference. */
  sku: string;
}

/** Props of {@link WithdrawalLineChooser}. */
export interface WithdrawalLineChooserProps {
  lines: readonly WithdrawalChoiceLine[];
  /** The quantity chosen per line id (absent or 0: not withdrawn). */
  chosen: Readonly<Record<number, number>>;
  onChange: (lineId: number, qty: number) => void;
  labels: WithdrawalLineChooserLabels;
  /** A problem with the choice (no line chosen), shown under the legend. */
  error?: string | undefined;
}

/**
 * The lines of an order to withdraw from (art. L221-18 ff.): each with what was ordered and, when it can be
 * withdrawn, a checkbox and the quantity (more than one ordered); a line that cannot be withdrawn says why and
 * offers no control.
 * @example
 * <WithdrawalLineChooser lines={lines} chosen={chosen} onChange={choose} labels={labels} />
 */
export function WithdrawalLineChooser({ lines, chosen, onChange, labels, error }: WithdrawalLineChooserProps) {
  return (
    <fieldset className={styles.chooser} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{labels.legend}</legend>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <ul className={styles.lines}>
        {lines.map((line) => {
          const qty = chosen[line.id] ?? 0;
          const meta = `${labels.sku} ${line.sku} · ${labels.ordered(line.qtyOrdered)}`;
          return (
            <li key={line.id} className={styles.line} data-refused={line.refusal ? '' : undefined}>
              {line.qtyWithdrawable > 0 ? (
                <>
                  <Checkbox
                    label={<span className={styles.name}>{line.name}</span>}
                    description={meta}
                    checked={qty > 0}
                    onChange={(event) => onChange(line.id, event.currentTarget.checked ? line.qtyWithdrawable : 0)}
                  />
                  {qty > 0 && line.qtyWithdrawable > 1 ? (
                    <span className={styles.quantity}>
                      <label htmlFor={`withdrawal-qty-${line.id}`}>{labels.quantity}</label>
                      <Select
                        id={`withdrawal-qty-${line.id}`}
                        value={String(qty)}
                        onChange={(event) => onChange(line.id, Number(event.currentTarget.value))}
                        options={Array.from({ length: line.qtyWithdrawable }, (_, index) => ({
                          value: String(index + 1),
                          label: String(index + 1),
                        }))}
                      />
                    </span>
                  ) : null}
                </>
              ) : (
                <div className={styles.refusedLine}>
                  <span className={styles.name}>{line.name}</span>
                  <span className={styles.meta}>{meta}</span>
                  <span className={styles.refusal}>{line.refusal}</span>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
