import { addShopCatalogue } from '../i18n/i18n';
import { messages } from '../locales/fr-FR/accessibility.po';

// The statement's French texts live in their own catalogue (lingui.config.ts), loaded with its route only.
addShopCatalogue(messages);

/** The statement's route imports this name, so bundlers keep the module (and its catalogue) with its chunk. */
export const accessibilityCatalogLoaded = true;
