import { CompareToggle, WishlistToggle } from '@citerne/ui-kit';
import { useIsSaved } from './savedLists';

/**
 * The kit's wishlist heart for one product, pressed when the product is in the wishlist. It subscribes to that
 * answer itself (issue 21): a card re-renders when its own product enters or leaves the list, not the grid around it.
 * @example
 * <SavedWishlistToggle sku="CS-EP-1" label="Liste d'envies : Citerne souple 1 m³" onToggle={toggle} />
 */
export function SavedWishlistToggle({ sku, label, onToggle }: { sku: string; label: string; onToggle: () => void }) {
  return <WishlistToggle label={label} pressed={useIsSaved('wishlist', sku)} onToggle={onToggle} />;
}

/**
 * The kit's compare toggle for one product, pressed when the product is in the compare list; its own subscription,
 * as {@link SavedWishlistToggle}.
 * @example
 * <SavedCompareToggle sku="CS-EP-1" text="Comparer" label="Comparer Citerne souple 1 m³" onToggle={toggle} />
 */
export function SavedCompareToggle({
  sku,
  text,
  label,
  onToggle,
}: {
  sku: string;
  text: string;
  label: string;
  onToggle: () => void;
}) {
  return <CompareToggle text={text} label={label} pressed={useIsSaved('compare', sku)} onToggle={onToggle} />;
}
