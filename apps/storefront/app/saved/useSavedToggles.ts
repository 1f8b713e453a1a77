import type { SavedProduct } from '@citerne/account';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { useNotify } from '../notifications/notificationsAtom';

// One dynamic import for both toggles: each `import()` costs its own preload wrapper in the first-load chunk.
const loadToggles = () => import('../lists/toggleWithNotice');

/** What {@link useSavedToggles} returns: the two toggles, stable across renders. */
export interface SavedToggles {
  toggleCompare(product: SavedProduct): void;
  toggleWishlist(product: SavedProduct): void;
}

/**
 * The toggles that put a product in the compare list or the wishlist, or take it out, with the notice that says so.
 * The stores and the notices' texts (`lists/toggleWithNotice.ts`) load on the first click when the session has not
 * loaded them yet: this hook is part of every page's first load. Whether a product is in a list is each toggle's own
 * subscription (`useIsSaved`, `SavedToggleButtons`), so that publishing the lists does not render a whole grid again.
 * @example
 * const toggles = useSavedToggles();
 * <SavedWishlistToggle sku={sku} label={label} onToggle={() => toggles.toggleWishlist(product)} />
 */
export function useSavedToggles(): SavedToggles {
  const { i18n } = useLingui();
  const notify = useNotify();
  return useMemo(
    () => ({
      toggleCompare(product: SavedProduct) {
        void loadToggles().then((toggles) => toggles.toggleCompareWithNotice(product, notify.show, i18n));
      },
      toggleWishlist(product: SavedProduct) {
        void loadToggles().then((toggles) => toggles.toggleWishlistWithNotice(product, notify.show, i18n));
      },
    }),
    [i18n, notify],
  );
}
