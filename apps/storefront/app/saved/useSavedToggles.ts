import type { SavedProduct } from '@citerne/account';
import { useLingui } from '@lingui/react/macro';
import { useNotify } from '../notifications/notificationsAtom';
import { useSavedLists } from './savedLists';

/**
 * What a product card or the product page needs to toggle a product in the compare list and the wishlist: whether
 * it is in each, and the two toggles. The stores (`savedStores.ts`) load on the first click when the session has not
 * loaded them yet; each change is said in a notice, and a fifth product to compare says the limit.
 * @example
 * const saved = useSavedToggles();
 * <WishlistToggle pressed={saved.inWishlist(sku)} onToggle={() => saved.toggleWishlist(product)} … />
 */
export function useSavedToggles() {
  const { t } = useLingui();
  const notify = useNotify();
  const lists = useSavedLists();
  return {
    inCompare: (sku: string) => lists.compare.some((item) => item.sku === sku),
    inWishlist: (sku: string) => lists.wishlist.some((item) => item.sku === sku),
    toggleCompare(product: SavedProduct) {
      void import('./savedStores').then(({ toggleCompare }) => {
        const outcome = toggleCompare(product);
        if (outcome === 'full') {
          notify.show({
            type: 'warning',
            message: t`You can compare up to 4 products. Remove one from the comparison to add this one.`,
          });
        } else if (outcome === 'added') notify.show({ type: 'success', message: t`Added to the comparison` });
        else if (outcome === 'removed') notify.show({ type: 'info', message: t`Removed from the comparison` });
      });
    },
    toggleWishlist(product: SavedProduct) {
      void import('./savedStores')
        .then(({ toggleWishlist }) => toggleWishlist(product))
        .then((outcome) => {
          if (outcome === 'added') notify.show({ type: 'success', message: t`Added to your wishlist` });
          else if (outcome === 'removed') notify.show({ type: 'info', message: t`Removed from your wishlist` });
          else if (outcome === 'full') notify.show({ type: 'warning', message: t`Your wishlist is full.` });
          else notify.show({ type: 'danger', message: t`Your wishlist could not be saved. Please try again.` });
        });
    },
  };
}
