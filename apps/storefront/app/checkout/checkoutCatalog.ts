import { addShopCatalogue } from '../i18n/i18n';
import { messages } from '../locales/fr-FR/checkout.po';

// The checkout and order pages' French texts live in their own catalogue (lingui.config.ts), which comes with these
// routes instead of with the first load of every page. Importing this module adds them to the shop's language; the
// other store views load them with their main catalogue (`i18n.ts`).
addShopCatalogue(messages);

/** The route modules import this name, so bundlers keep the module (and its catalogue) with their chunk. */
export const checkoutCatalogLoaded = true;
