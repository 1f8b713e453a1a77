import { addShopCatalogue } from '../i18n/i18n';
import { messages } from '../locales/fr-FR/contact.po';

// The contact page's French texts live in their own catalogue (lingui.config.ts), which comes with its route instead
// of with the first load of every page. The other store views load it with their main catalogue (`i18n.ts`).
addShopCatalogue(messages);

/** The contact route imports this name, so bundlers keep the module (and its catalogue) with its chunk. */
export const contactCatalogLoaded = true;
