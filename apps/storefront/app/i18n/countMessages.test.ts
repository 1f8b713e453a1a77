import { describe, expect, it, vi } from 'vitest';
import { i18nFor, loadLocale } from './i18n';

// Vitest has no Lingui plugin, so the catalogues `i18n.ts` imports are compiled here the way the Vite plugin
// (`@lingui/vite-plugin`) does it: same config, same fallbacks, same compiler.
const catalogues = vi.hoisted(() => {
  const configPath = new URL('../../lingui.config.ts', import.meta.url).pathname;

  /** The main catalogue (`messages`), or with `index` 1 the checkout pages' one (`checkout`), 2 the account's, 3 the guide's, 4 the contact page's, 5 the blog's, 6 the reviews panels', 7 the shop modals', 8 the compare and wishlist pages'. */
  async function load(index = 0) {
    const { getConfig } = await import('@lingui/conf');
    const { getCatalogs } = await import('@lingui/cli/api');
    const config = getConfig({ configPath });
    const catalog = (await getCatalogs(config))[index];
    if (!catalog) throw new Error(`No catalogue ${index} in lingui.config.ts`);
    return { config, catalog };
  }

  /** A catalogue as `import { messages } from '…/messages.po'` (`checkout.po`: 1, `account.po`: 2, `guide.po`: 3, `contact.po`: 4, `blog.po`: 5, `reviews.po`: 6, `modals.po`: 7, `lists.po`: 8, `withdrawal.po`: 9, `configurator.po`: 10). */
  async function compiled(locale: string, index = 0) {
    const { config, catalog } = await load(index);
    const { createCompiledCatalog } = await import('@lingui/cli/api');
    const { messages } = await catalog.getTranslations(locale, {
      fallbackLocales: config.fallbackLocales,
      sourceLocale: config.sourceLocale,
    });
    const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'json' });
    if (errors.length > 0) throw new Error(`${locale}: ${errors.map((error) => error.source).join(', ')}`);
    return JSON.parse(source) as { messages: Record<string, unknown> };
  }

  /** The id of a source (English) message, as the macros derive it. */
  async function idOf(message: string) {
    const { config, catalog } = await load();
    const source = (await catalog.read(config.sourceLocale)) ?? {};
    const id = Object.keys(source).find((key) => source[key]?.message === message);
    if (!id) throw new Error(`Not in the catalogue: ${message}`);
    return id;
  }

  /** The source messages of every catalogue. */
  async function sourceMessages() {
    const messages: string[] = [];
    for (const index of [0, 1, 2, 3, 4, 5, 6, 7, 8]) {
      const { config, catalog } = await load(index);
      messages.push(
        ...Object.values((await catalog.read(config.sourceLocale)) ?? {}).map((entry) => entry.message ?? ''),
      );
    }
    return messages;
  }

  return { compiled, idOf, sourceMessages };
});

vi.mock('../locales/fr-FR/messages.po', () => catalogues.compiled('fr-FR'));
vi.mock('../locales/de-DE/messages.po', () => catalogues.compiled('de-DE'));
vi.mock('../locales/it-IT/messages.po', () => catalogues.compiled('it-IT'));
vi.mock('../locales/de-DE/checkout.po', () => catalogues.compiled('de-DE', 1));
vi.mock('../locales/it-IT/checkout.po', () => catalogues.compiled('it-IT', 1));
vi.mock('../locales/en-US/checkout.po', () => catalogues.compiled('en-US', 1));
vi.mock('../locales/de-DE/account.po', () => catalogues.compiled('de-DE', 2));
vi.mock('../locales/it-IT/account.po', () => catalogues.compiled('it-IT', 2));
vi.mock('../locales/en-US/account.po', () => catalogues.compiled('en-US', 2));
vi.mock('../locales/de-DE/guide.po', () => catalogues.compiled('de-DE', 3));
vi.mock('../locales/it-IT/guide.po', () => catalogues.compiled('it-IT', 3));
vi.mock('../locales/en-US/guide.po', () => catalogues.compiled('en-US', 3));
vi.mock('../locales/de-DE/contact.po', () => catalogues.compiled('de-DE', 4));
vi.mock('../locales/it-IT/contact.po', () => catalogues.compiled('it-IT', 4));
vi.mock('../locales/en-US/contact.po', () => catalogues.compiled('en-US', 4));
vi.mock('../locales/de-DE/blog.po', () => catalogues.compiled('de-DE', 5));
vi.mock('../locales/it-IT/blog.po', () => catalogues.compiled('it-IT', 5));
vi.mock('../locales/en-US/blog.po', () => catalogues.compiled('en-US', 5));
vi.mock('../locales/de-DE/reviews.po', () => catalogues.compiled('de-DE', 6));
vi.mock('../locales/it-IT/reviews.po', () => catalogues.compiled('it-IT', 6));
vi.mock('../locales/en-US/reviews.po', () => catalogues.compiled('en-US', 6));
vi.mock('../locales/de-DE/modals.po', () => catalogues.compiled('de-DE', 7));
vi.mock('../locales/it-IT/modals.po', () => catalogues.compiled('it-IT', 7));
vi.mock('../locales/en-US/modals.po', () => catalogues.compiled('en-US', 7));
vi.mock('../locales/de-DE/lists.po', () => catalogues.compiled('de-DE', 8));
vi.mock('../locales/it-IT/lists.po', () => catalogues.compiled('it-IT', 8));
vi.mock('../locales/en-US/lists.po', () => catalogues.compiled('en-US', 8));
vi.mock('../locales/de-DE/withdrawal.po', () => catalogues.compiled('de-DE', 9));
vi.mock('../locales/it-IT/withdrawal.po', () => catalogues.compiled('it-IT', 9));
vi.mock('../locales/en-US/withdrawal.po', () => catalogues.compiled('en-US', 9));
vi.mock('../locales/de-DE/configurator.po', () => catalogues.compiled('de-DE', 10));
vi.mock('../locales/it-IT/configurator.po', () => catalogues.compiled('it-IT', 10));
vi.mock('../locales/en-US/configurator.po', () => catalogues.compiled('en-US', 10));
vi.mock('../locales/en-US/messages.po', () => catalogues.compiled('en-US'));

const products = '{count, plural, one {# product} other {# products}}';
const reviews = '{count, plural, one {# review} other {# reviews}}';
const results = '{count, plural, one {# result} other {# results}}';
const cart = 'Cart, {cartCount, plural, one {# item} other {# items}}';
const starRow = '{star, plural, one {# star} other {# stars}}: {count, plural, one {# review} other {# reviews}}';
const lowStock = '{lowStock, plural, one {In stock: only # left} other {In stock: only # left}}';
const available = '{count, plural, one {Only # of this type available} other {Only # of this type available}}';

async function say(locale: 'fr-FR' | 'de-DE' | 'it-IT' | 'en-US', message: string, values: Record<string, number>) {
  const i18n = locale === 'fr-FR' ? i18nFor(locale) : await loadLocale(locale);
  return i18n._(await catalogues.idOf(message), values);
}

describe('count messages', () => {
  it('French: 0 and 1 are singular, 2 and more plural', async () => {
    expect(await say('fr-FR', products, { count: 0 })).toBe('0 produit');
    expect(await say('fr-FR', products, { count: 1 })).toBe('1 produit');
    expect(await say('fr-FR', products, { count: 2 })).toBe('2 produits');
    expect(await say('fr-FR', results, { count: 1 })).toBe('1 résultat');
    expect(await say('fr-FR', results, { count: 12 })).toBe('12 résultats');
    expect(await say('fr-FR', reviews, { count: 1 })).toBe('1 avis');
    expect(await say('fr-FR', cart, { cartCount: 0 })).toBe('Panier, 0 article');
    expect(await say('fr-FR', cart, { cartCount: 1 })).toBe('Panier, 1 article');
    expect(await say('fr-FR', cart, { cartCount: 2 })).toBe('Panier, 2 articles');
    expect(await say('fr-FR', starRow, { star: 1, count: 1 })).toBe('1 étoile : 1 avis');
    expect(await say('fr-FR', starRow, { star: 5, count: 3 })).toBe('5 étoiles : 3 avis');
    expect(await say('fr-FR', lowStock, { lowStock: 1 })).toBe('En stock : plus que 1');
    expect(await say('fr-FR', available, { count: 1 })).toBe('Seulement 1 disponible pour ce produit');
    expect(await say('fr-FR', available, { count: 3 })).toBe('Seulement 3 disponibles pour ce produit');
  });

  it('German: only 1 is singular', async () => {
    expect(await say('de-DE', products, { count: 0 })).toBe('0 Produkte');
    expect(await say('de-DE', products, { count: 1 })).toBe('1 Produkt');
    expect(await say('de-DE', products, { count: 2 })).toBe('2 Produkte');
    expect(await say('de-DE', reviews, { count: 1 })).toBe('1 Bewertung');
    expect(await say('de-DE', reviews, { count: 4 })).toBe('4 Bewertungen');
    expect(await say('de-DE', results, { count: 1 })).toBe('1 Ergebnis');
    expect(await say('de-DE', starRow, { star: 1, count: 2 })).toBe('1 Stern: 2 Bewertungen');
    expect(await say('de-DE', cart, { cartCount: 1 })).toBe('Warenkorb, 1 Artikel');
  });

  it('Italian and English: only 1 is singular', async () => {
    expect(await say('it-IT', products, { count: 1 })).toBe('1 prodotto');
    expect(await say('it-IT', products, { count: 0 })).toBe('0 prodotti');
    expect(await say('it-IT', lowStock, { lowStock: 1 })).toBe('Disponibile: ne resta solo 1');
    expect(await say('it-IT', lowStock, { lowStock: 2 })).toBe('Disponibile: ne restano solo 2');
    expect(await say('it-IT', cart, { cartCount: 1 })).toBe('Carrello, 1 articolo');
    expect(await say('en-US', products, { count: 1 })).toBe('1 product');
    expect(await say('en-US', products, { count: 0 })).toBe('0 products');
    expect(await say('en-US', cart, { cartCount: 1 })).toBe('Cart, 1 item');
  });

  it('no message shows a count with a bare placeholder', async () => {
    const bare = /\{\w+\} (products|reviews|results|items|stars)\b|only \{\w+\} (left|of)/i;
    expect((await catalogues.sourceMessages()).filter((message) => bare.test(message))).toEqual([]);
  });
});
