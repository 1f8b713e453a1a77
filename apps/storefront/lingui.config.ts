import { defineConfig } from '@lingui/conf';

// Source ids are the English texts of SPEC.md; the shop shows French (ARCHITECTURE.md "i18n"). The German and
// Italian store views share the French catalogue (multistore is off, SPEC §1): their interface falls back to
// French where a text is not translated yet, so a page never mixes three languages.
export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['fr-FR', 'de-DE', 'it-IT', 'en-US'],
  fallbackLocales: { 'de-DE': 'fr-FR', 'it-IT': 'fr-FR', default: 'en-US' },
  catalogs: [{ path: '<rootDir>/app/locales/{locale}/messages', include: ['<rootDir>/app'] }],
});
