import { Icon } from '../icons/Icon';
import styles from './WishlistToggle.module.css';

/** Props of {@link WishlistToggle}. */
export interface WishlistToggleProps {
  /** Accessible name, the same whether pressed or not (e.g. "Wishlist: Citerne souple 10 m³"). */
  label: string;
  /** Whether the product is in the wishlist (`aria-pressed`). */
  pressed: boolean;
  onToggle: () => void;
  className?: string;
}

/**
 * The heart that keeps a product in the wishlist: a toggle button (`aria-pressed`), filled when pressed. Tiny on
 * purpose: it is drawn on every product card of the first load.
 *
 * @example
 * <WishlistToggle label="Liste d'envies : Citerne 10 m³" pressed={inWishlist} onToggle={toggle} />
 */
export function WishlistToggle({ label, pressed, onToggle, className }: WishlistToggleProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      onClick={onToggle}
      className={[styles.toggle, className].filter(Boolean).join(' ')}
    >
      <Icon name="heart" filled={pressed} size="1.25rem" />
    </button>
  );
}
