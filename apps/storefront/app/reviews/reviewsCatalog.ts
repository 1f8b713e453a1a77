import { addShopCatalogue } from '../i18n/i18n';
import { messages } from '../locales/fr-FR/reviews.po';

// The review statement's details and the report form load on demand, with their French texts (their own catalogue,
// lingui.config.ts), so the product and home pages' first load carries only the one-line statement.
addShopCatalogue(messages);

/** The panels import this name, so bundlers keep the catalogue with their chunk. */
export const reviewsCatalogLoaded = true;
