import { addShopCatalogue } from '../i18n/i18n';
import { messages } from '../locales/fr-FR/modals.po';

// The shop's modals (language, newsletter, terms and conditions, open measure) come with their own French texts
// (their own catalogue, lingui.config.ts), loaded with each modal's chunk instead of with every page's first load.
addShopCatalogue(messages);

/** The modals import this name, so bundlers keep the catalogue with their chunk. */
export const modalsCatalogLoaded = true;
