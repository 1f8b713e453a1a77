import { addShopCatalogue } from '../i18n/i18n';
import { messages } from '../locales/fr-FR/guide.po';

// The buying guide's French texts live in their own catalogue (lingui.config.ts), which comes with its route instead
// of with the first load of every page. The other store views load it with their main catalogue (`i18n.ts`).
addShopCatalogue(messages);

/** The guide's route imports this name, so bundlers keep the module (and its catalogue) with its chunk. */
export const guideCatalogLoaded = true;
