import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { reactRouter } from '@react-router/dev/vite';
import babel from '@rolldown/plugin-babel';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { devApiPlugin } from './server/devApiPlugin.ts';

// Workspace packages resolve to source (`@citerne/source`), so the storefront
// never needs a prior package build, in dev or in its own production build.
const { version } = JSON.parse(readFileSync(join(import.meta.dirname, 'package.json'), 'utf8')) as { version: string };
const linguiConfig = { configPath: join(import.meta.dirname, 'lingui.config.ts') };

// The footer is an island (`chrome/lazyIsland.tsx`, issue 21): its code loads when the browser
// is idle, so it stays out of the shell; their styles (`*.module.css`) stay in it, for the server's HTML to paint
// styled before the code arrives.
// A kit component only some routes or lazy panels use (the auth panel's tabs, the category's and blog's pagination,
// the home slider, the newsletter invitation of blog articles and the guide) is left out of the shell, or every page
// would load it first.
// First-load code in two chunks instead of thirty (each file is a request, and each stylesheet blocks rendering):
// the libraries every page needs, and the shell every page shows (layouts, state, the kit's components). Code
// only some pages or panels use (filters, variant pickers, forms, cart, checkout and order pages, search, API client)
// keeps its own chunks.
const lazyWithoutPreload = /(^|[\\/])OfflineOrdersModal-[\w-]+\.js$/;
// Small modules of the offline orders and the guarded storage (issue 20) that the cart engine's chunk imports: loaded
// by that chunk itself rather than named in every page's first load for preloading.
const notPreloaded = /(^|[\\/])(pendingOrdersFlag|currentShopStorage|shopStorage)-[\w-]+\.js$/;

const firstLoadGroups = [
  // Only the user's stack (React, React DOM, React Router and what they import): the shop's libraries load with the
  // code that needs them (issue 21) — jotai and lingui with the shell, TanStack Query with the panels that fetch.
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/,
  },
  {
    name: 'shell',
    test: (id: string) =>
      /apps[\\/]storefront[\\/]app[\\/](root|chrome[\\/](?!(ShopFooter|useNewsletterSignup|useWithdrawalLinks)\.)|layouts[\\/]|storeView[\\/]|i18n[\\/]|state[\\/]|notifications[\\/]|locales[\\/]fr-FR[\\/]messages|styles[\\/]|api[\\/](usePageData|PageDataBoundary|pageData)|modals[\\/](modalStack|modalsAtom|ModalHost)|cart[\\/](useCartNotices|shopCartSync|shopCartConfig)\.ts|saved[\\/](savedLists|useSavedToggles)\.ts|catalog[\\/](imageUrl|menuTree|productHref|ProductTeaserGrid|swatchColor)|cms[\\/]CmsContent|page[\\/])/.test(
        id,
      ) ||
      (/packages[\\/]ui-kit[\\/]src[\\/]/.test(id) &&
        !/ui-kit[\\/]src[\\/]((layout[\\/](Footer|NewsletterForm|BackToTop))\.tsx|account|cart|checkout|contact|order|review|search|catalog|forms|withdrawal|layout[\\/](newsletterEmail|NewsletterInvite)|overlays[\\/]Modal|product[\\/](VariantPicker|CustomOptionField|RatingInput|MeasureInput)|compare[\\/]CompareTable|wishlist[\\/]WishlistList|navigation[\\/](Tabs|Pagination|paginationRange)|media[\\/]Carousel)/.test(
          id,
        )) ||
      // The kit's checkbox and fields, shared by the footer island, the cookie notice, the category's filters and the
      // product options: in the shell, or they would join a chunk (the product rules) the category page then loads.
      /packages[\\/]ui-kit[\\/]src[\\/]forms[\\/](Checkbox|FormField|Input)/.test(id) ||
      /packages[\\/]ui-kit[\\/]src[\\/](layout[\\/](Footer|NewsletterForm|BackToTop)|consent[\\/]CookieNotice)\.module\.css/.test(
        id,
      ) ||
      /packages[\\/]pricing[\\/]src[\\/](money|config|errors)[\\/]/.test(id) ||
      /node_modules[\\/](@fontsource-variable|jotai|@lingui)[\\/]/.test(id),
  },
  // The kit's select, which the category's sort and the product page share: its own chunk, or the category would
  // load the product rules below with it.
  { name: 'select', test: /packages[\\/]ui-kit[\\/]src[\\/]forms[\\/]Select/ },
  // The price and cart rules the product page shares with the configurator (issue 17) and the cart's line editor, in
  // one chunk rather than a dozen small ones every product page would load first. After the shell: what the shell
  // already holds stays there.
  {
    name: 'productRules',
    test: /apps[\\/]storefront[\\/]app[\\/](product[\\/](customOptionFields|ProductConfigurator|configurableOptionViews)|configurator[\\/]configuratorPath)|packages[\\/]product[\\/]src[\\/](cartLine|customOption|bundle|grouped|variant|measure[\\/]measureOf)|packages[\\/]pricing[\\/]src[\\/](live|options|measure)[\\/]|packages[\\/]cart-sync[\\/]src[\\/]react[\\/]useAddToCart|packages[\\/]ui-kit[\\/]src[\\/](forms[\\/]QuantityStepper|product[\\/](CustomOptionField|VariantPicker))/,
  },
];

/**
 * Lazy chunks name the shell's stylesheet as the root route links it. React Router links a stylesheet that lazy chunks
 * also need with a `#` suffix (`/assets/shell-….css#`), so that a lazy chunk inserts its own copy and keeps its styles
 * when navigation unlinks the route's; Vite's preload helper, looking for `/assets/shell-….css`, did not find the
 * root's link and inserted the shell's stylesheet a second time, after the route's own stylesheets, when the first
 * lazy chunk loaded after idle. The shell's rules then won the cascade over the route's: the category's sort select
 * turned from a row into a column and its toolbar jumped (CLS 0.176 in Lighthouse, issue 21). The root route renders
 * on every page and never unlinks it, so the lazy chunks' preload lists name it with the `#` too and the helper finds
 * it on the page. `e2e/layoutStability.spec.ts` holds this. (Vite passes no stylesheet through
 * `modulePreload.resolveDependencies`, hence the rewrite of the emitted code. The chunks' names keep the hash of
 * their code before it: a browser holding an older copy only inserts the stylesheet again, as before.)
 */
function shellStylesheetLinkedOnce(): Plugin {
  return {
    name: 'citerne:shell-stylesheet-linked-once',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After Vite's own generateBundle has written the preload lists.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') output.code = output.code.replace(/"(assets\/shell-[\w-]+\.css)"/g, '"$1#"');
        }
      },
    },
  };
}

/**
 * Short CSS Module class names in production builds (`c` + 7 base-36 characters of a hash of file and class): the
 * class maps ship in the JavaScript of every component, so `_button_1myyo_1` → `c0k3f9qa` is smaller first-load JS
 * and CSS. The client and server builds derive the same name. Development keeps Vite's readable names.
 */
function shortClassName(name: string, filename: string) {
  const file = relative(import.meta.dirname, filename.replace(/\?.*$/, ''));
  const digest = createHash('sha256').update(`${file}:${name}`).digest();
  return `c${digest.readBigUInt64BE().toString(36).padStart(7, '0').slice(0, 7)}`;
}

export default defineConfig(({ command }) => ({
  css: command === 'build' ? { modules: { generateScopedName: shortClassName } } : {},
  plugins: [
    babel({ presets: [linguiTransformerBabelPreset({}, linguiConfig)] }),
    lingui(linguiConfig),
    reactRouter(),
    devApiPlugin(),
    shellStylesheetLinkedOnce(),
  ],
  resolve: { conditions: ['@citerne/source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['@citerne/source', ...defaultServerConditions], externalConditions: ['@citerne/source'] },
    noExternal: [/^@citerne\//],
  },
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    target: 'es2022',
    // The offline orders' confirmation modal (issue 20) is registered in the shell's modal host but opens only for a
    // shopper who ordered offline: its chunks are not listed for preloading, which would put their names into every
    // page's first load.
    modulePreload: {
      resolveDependencies: (filename, deps) =>
        lazyWithoutPreload.test(filename) ? [] : deps.filter((dep) => !notPreloaded.test(dep)),
    },
  },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: firstLoadGroups } } } } },
  },
}));
