import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { messages as frenchMessages } from '../locales/fr-FR/messages.po';
import type { StoreView } from '../storeView/storeViews';

type Locale = StoreView['locale'];

/** The shop speaks French (SPEC §1: locale fr-FR); English source ids come from SPEC.md. */
export const shopLocale: Locale = 'fr-FR';

// The French catalogue ships with the first load; the others load when their store view is visited.
// Their checkout, account, guide, contact, blog, reviews, modals, lists, withdrawal, configurator and accessibility catalogues come with them: those store views are rarer than the French one, one load
// is simpler.
const all = (...catalogues: Promise<{ messages: Messages }>[]) =>
  Promise.all(catalogues).then((loaded) => ({
    messages: Object.assign({}, ...loaded.map((catalogue) => catalogue.messages)) as Messages,
  }));
const loaders: Record<Exclude<Locale, 'fr-FR'>, () => Promise<{ messages: Messages }>> = {
  'de-DE': () =>
    all(
      import('../locales/de-DE/messages.po'),
      import('../locales/de-DE/checkout.po'),
      import('../locales/de-DE/account.po'),
      import('../locales/de-DE/guide.po'),
      import('../locales/de-DE/contact.po'),
      import('../locales/de-DE/blog.po'),
      import('../locales/de-DE/reviews.po'),
      import('../locales/de-DE/modals.po'),
      import('../locales/de-DE/withdrawal.po'),
      import('../locales/de-DE/lists.po'),
      import('../locales/de-DE/configurator.po'),
      import('../locales/de-DE/accessibility.po'),
    ),
  'it-IT': () =>
    all(
      import('../locales/it-IT/messages.po'),
      import('../locales/it-IT/checkout.po'),
      import('../locales/it-IT/account.po'),
      import('../locales/it-IT/guide.po'),
      import('../locales/it-IT/contact.po'),
      import('../locales/it-IT/blog.po'),
      import('../locales/it-IT/reviews.po'),
      import('../locales/it-IT/modals.po'),
      import('../locales/it-IT/withdrawal.po'),
      import('../locales/it-IT/lists.po'),
      import('../locales/it-IT/configurator.po'),
      import('../locales/it-IT/accessibility.po'),
    ),
  'en-US': () =>
    all(
      import('../locales/en-US/messages.po'),
      import('../locales/en-US/checkout.po'),
      import('../locales/en-US/account.po'),
      import('../locales/en-US/guide.po'),
      import('../locales/en-US/contact.po'),
      import('../locales/en-US/blog.po'),
      import('../locales/en-US/reviews.po'),
      import('../locales/en-US/modals.po'),
      import('../locales/en-US/withdrawal.po'),
      import('../locales/en-US/lists.po'),
      import('../locales/en-US/configurator.po'),
      import('../locales/en-US/accessibility.po'),
    ),
};

// One instance per locale, never re-activated: concurrent server renders in two languages cannot race.
const instances = new Map<Locale, { i18n: I18n; loaded: boolean }>([
  [shopLocale, { i18n: setupI18n({ locale: shopLocale, messages: { [shopLocale]: frenchMessages } }), loaded: true }],
]);

function entry(locale: Locale) {
  let found = instances.get(locale);
  if (!found) {
    found = { i18n: setupI18n({ locale, messages: { [locale]: {} } }), loaded: false };
    instances.set(locale, found);
  }
  return found;
}

/**
 * The lingui instance of a locale (its messages may still be loading: see {@link loadLocale}).
 *
 * @example
 * i18nFor('fr-FR')._('Back to home'); // 'Retour à l’accueil'
 */
export function i18nFor(locale: Locale): I18n {
  return entry(locale).i18n;
}

/** Whether a locale's catalogue is loaded (the French one always is). */
export function isLocaleLoaded(locale: Locale): boolean {
  return entry(locale).loaded;
}

/**
 * Loads a locale's catalogue once and returns its instance.
 *
 * @example
 * const i18n = await loadLocale('de-DE');
 */
export async function loadLocale(locale: Locale): Promise<I18n> {
  const found = entry(locale);
  if (!found.loaded && locale !== shopLocale) {
    const { messages } = await loaders[locale as Exclude<Locale, 'fr-FR'>]();
    found.i18n.load(locale, messages);
    found.i18n.activate(locale);
    found.loaded = true;
  }
  return found.i18n;
}

/**
 * Adds a feature's French catalogue (checkout, account, lists…) to the shop's language without notifying the
 * components on the page. Lingui's `load` emits `change`, on which its provider hands every `useLingui` component a
 * new context: the whole page rendered again each time a chunk loaded after idle brought its catalogue (on the
 * category page, the header and fifty product cards, twice; issue 21). A catalogue arrives with the modules that
 * show its texts, before they render, so nothing already on the page reads it; a store view's whole catalogue
 * (`loadLocale`) still notifies, as switching language must.
 *
 * @example
 * addShopCatalogue(messages); // in accountCatalog.ts, with the account's messages.po
 */
export function addShopCatalogue(messages: Messages): void {
  const i18n = i18nFor(shopLocale);
  const emit = i18n.emit;
  i18n.emit = () => undefined;
  try {
    i18n.load(shopLocale, messages);
  } finally {
    i18n.emit = emit;
  }
}
