import { Icon } from '../icons/Icon';
import styles from './CompareToggle.module.css';

/** Props of {@link CompareToggle}. */
export interface CompareToggleProps {
  /** The visible text, e.g. "Compare". */
  text: string;
  /** Accessible name when the visible text is not enough (e.g. "Compare Citerne souple 10 m³"); it must contain `text`. */
  label?: string;
  /** Whether the product is in the compare list (`aria-pressed`). */
  pressed: boolean;
  onToggle: () => void;
  className?: string;
}

/**
 * Puts a product in the compare list or takes it out: a small toggle button (`aria-pressed`) with the compare icon
 * and a short text, ticked when pressed. Tiny on purpose: it is drawn on every product card of the first load.
 *
 * @example
 * <CompareToggle text="Comparer" label="Comparer Citerne 10 m³" pressed={inCompare} onToggle={toggle} />
 */
export function CompareToggle({ text, label, pressed, onToggle, className }: CompareToggleProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      onClick={onToggle}
      className={[styles.toggle, className].filter(Boolean).join(' ')}
    >
      <Icon name={pressed ? 'check' : 'compare'} size="1rem" />
      {text}
    </button>
  );
}
