import type { SavedProduct } from '@citerne/account';
import { useLingui } from '@lingui/react';
import { useNotify } from '../notifications/notificationsAtom';
import { useSavedLists } from './savedLists';

// One dynamic import for both toggles: each `import()` costs its own preload wrapper in the first-load chunk.
const loadToggles = () => import('../lists/toggleWithNotice');

/**
 * What a product card or the product page needs to toggle a product in the compare list and the wishlist: whether
 * it is in each, and the two toggles. The stores and the notices' texts (`lists/toggleWithNotice.ts`) load on the
 * first click when the session has not loaded them yet: this hook is part of every page's first load.
 * @example
 * const saved = useSavedToggles();
 * <WishlistToggle pressed={saved.inWishlist(sku)} onToggle={() => saved.toggleWishlist(product)} … />
 */
export function useSavedToggles() {
  const { i18n } = useLingui();
  const notify = useNotify();
  const lists = useSavedLists();
  return {
    inCompare: (sku: string) => lists.compare.some((item) => item.sku === sku),
    inWishlist: (sku: string) => lists.wishlist.some((item) => item.sku === sku),
    toggleCompare(product: SavedProduct) {
      void loadToggles().then((toggles) => toggles.toggleCompareWithNotice(product, notify.show, i18n));
    },
    toggleWishlist(product: SavedProduct) {
      void loadToggles().then((toggles) => toggles.toggleWishlistWithNotice(product, notify.show, i18n));
    },
  };
}
