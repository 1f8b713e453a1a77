import { addShopCatalogue } from '../i18n/i18n';
import { messages } from '../locales/fr-FR/configurator.po';

// The configurator's French texts live in their own catalogue (lingui.config.ts), which comes with its routes instead
// of with the first load of every page. The other store views load it with their main catalogue (`i18n.ts`).
addShopCatalogue(messages);

/** The configurator's routes import this name, so bundlers keep the module (and its catalogue) with their chunks. */
export const configuratorCatalogLoaded = true;
