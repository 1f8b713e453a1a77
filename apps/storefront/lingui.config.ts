import { defineConfig } from '@lingui/conf';

// Source ids are the English texts of SPEC.md; the shop shows French (ARCHITECTURE.md "i18n").
export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['fr-FR', 'de-DE', 'it-IT', 'en-US'],
  fallbackLocales: { default: 'en-US' },
  catalogs: [{ path: '<rootDir>/app/locales/{locale}/messages', include: ['<rootDir>/app'] }],
});
