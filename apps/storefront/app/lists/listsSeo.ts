import { msg } from '@lingui/core/macro';
import './listsCatalog';

/** The titles and descriptions of the compare and wishlist pages (their catalogue, not the first load's). */
export const listsSeo = {
  compare: {
    title: msg`Compare products`,
    description: msg`Up to 4 products side by side: price, volume, material and every feature.`,
  },
  wishlist: { title: msg`Wishlist`, description: msg`The products you keep for later.` },
};
