import { addShopCatalogue } from '../i18n/i18n';
import { messages } from '../locales/fr-FR/lists.po';

// The compare and wishlist pages' French texts live in their own catalogue (lingui.config.ts), which comes with
// their routes instead of with the first load of every page. The other store views load it with their main
// catalogue (`i18n.ts`).
addShopCatalogue(messages);

/** The compare and wishlist routes import this name, so bundlers keep the module (and its catalogue) with them. */
export const listsCatalogLoaded = true;
