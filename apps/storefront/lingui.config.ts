import { defineConfig } from '@lingui/conf';

// Source ids are the English texts of SPEC.md; the shop shows French (ARCHITECTURE.md "i18n"). The German and
// Italian interface texts are translated; the catalogue content (product names, CMS pages) stays French because
// multistore is off (SPEC §1). A text added later and not translated yet falls back to French, so a page never
// mixes three languages.
export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['fr-FR', 'de-DE', 'it-IT', 'en-US'],
  fallbackLocales: { 'de-DE': 'fr-FR', 'it-IT': 'fr-FR', default: 'en-US' },
  // The checkout and order pages, the account (auth modal, My Account, login as customer), the buying guide, the
  // contact page, the blog, the reviews statement and report form, the shop's modals (language, newsletter, terms,
  // open measure), the compare and wishlist pages, the withdrawal pages, the made-to-measure configurator and the accessibility statement have their own catalogues, loaded with their
  // routes, modals and panels: their texts stay out of the first load of every other page.
  catalogs: [
    {
      path: '<rootDir>/app/locales/{locale}/messages',
      include: ['<rootDir>/app'],
      exclude: [
        '<rootDir>/app/checkout',
        '<rootDir>/app/order',
        '<rootDir>/app/account',
        '<rootDir>/app/guide',
        '<rootDir>/app/contact',
        '<rootDir>/app/blog',
        '<rootDir>/app/reviews',
        '<rootDir>/app/shopModals',
        '<rootDir>/app/lists',
        '<rootDir>/app/withdrawal',
        '<rootDir>/app/configurator',
        '<rootDir>/app/accessibility',
      ],
    },
    { path: '<rootDir>/app/locales/{locale}/checkout', include: ['<rootDir>/app/checkout', '<rootDir>/app/order'] },
    { path: '<rootDir>/app/locales/{locale}/account', include: ['<rootDir>/app/account'] },
    { path: '<rootDir>/app/locales/{locale}/guide', include: ['<rootDir>/app/guide'] },
    { path: '<rootDir>/app/locales/{locale}/contact', include: ['<rootDir>/app/contact'] },
    { path: '<rootDir>/app/locales/{locale}/blog', include: ['<rootDir>/app/blog'] },
    { path: '<rootDir>/app/locales/{locale}/reviews', include: ['<rootDir>/app/reviews'] },
    { path: '<rootDir>/app/locales/{locale}/modals', include: ['<rootDir>/app/shopModals'] },
    { path: '<rootDir>/app/locales/{locale}/lists', include: ['<rootDir>/app/lists'] },
    { path: '<rootDir>/app/locales/{locale}/withdrawal', include: ['<rootDir>/app/withdrawal'] },
    { path: '<rootDir>/app/locales/{locale}/configurator', include: ['<rootDir>/app/configurator'] },
    { path: '<rootDir>/app/locales/{locale}/accessibility', include: ['<rootDir>/app/accessibility'] },
  ],
});
