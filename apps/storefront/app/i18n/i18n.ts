import { setupI18n } from '@lingui/core';
import { messages as frMessages } from '../locales/fr-FR/messages.po';

/** The shop speaks French (SPEC §1: locale fr-FR); English source ids come from SPEC.md. */
export const shopLocale = 'fr-FR';

export const i18n = setupI18n({ locale: shopLocale, messages: { [shopLocale]: frMessages } });
