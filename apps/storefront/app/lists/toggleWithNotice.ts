import type { SavedProduct } from '@citerne/account';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import './listsCatalog';
import { toggleCompare, toggleWishlist } from './savedStores';

/** What the notices need: the shop's notification area. */
export type Notify = (notice: { type: 'success' | 'info' | 'warning' | 'danger'; message: string }) => void;

/**
 * Toggles a product in the compare list and says what happened; a fifth product says the limit (SPEC §2 "Compare
 * products": up to 4). Loaded on the first click, with its texts (the lists catalogue), out of the first load.
 * @example
 * toggleCompareWithNotice(product, notify, i18n);
 */
export function toggleCompareWithNotice(product: SavedProduct, notify: Notify, i18n: I18n): void {
  const outcome = toggleCompare(product);
  if (outcome === 'full') {
    notify({
      type: 'warning',
      message: i18n._(msg`You can compare up to 4 products. Remove one from the comparison to add this one.`),
    });
  } else if (outcome === 'added') notify({ type: 'success', message: i18n._(msg`Added to the comparison`) });
  else if (outcome === 'removed') notify({ type: 'info', message: i18n._(msg`Removed from the comparison`) });
}

/**
 * Toggles a product in the wishlist (kept on the server for a customer) and says what happened.
 * @example
 * await toggleWishlistWithNotice(product, notify, i18n);
 */
export async function toggleWishlistWithNotice(product: SavedProduct, notify: Notify, i18n: I18n): Promise<void> {
  const outcome = await toggleWishlist(product);
  if (outcome === 'added') notify({ type: 'success', message: i18n._(msg`Added to your wishlist`) });
  else if (outcome === 'removed') notify({ type: 'info', message: i18n._(msg`Removed from your wishlist`) });
  else if (outcome === 'full') notify({ type: 'warning', message: i18n._(msg`Your wishlist is full.`) });
  else notify({ type: 'danger', message: i18n._(msg`Your wishlist could not be saved. Please try again.`) });
}
