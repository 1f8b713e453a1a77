import { addShopCatalogue } from '../i18n/i18n';
import { messages } from '../locales/fr-FR/account.po';

// The account's French texts (auth modal, My Account, login as customer, the session's notices) live in their own
// catalogue (lingui.config.ts), which comes with the modules that show them instead of with the first load of every
// page. Importing this module adds them to the shop's language; the other store views load them with their main
// catalogue (`i18n.ts`).
addShopCatalogue(messages);

/** The modules that show account texts import this name, so bundlers keep the catalogue with their chunk. */
export const accountCatalogLoaded = true;
