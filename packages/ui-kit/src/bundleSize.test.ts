// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * Size budget of the kit (issue 8 "tree-shakeable, with a size budget checked in npm test").
 * Gzipped, minified, React and the other dependencies left out, fonts not counted (they load lazily
 * per unicode range). Raise a budget only on purpose, in the same commit as the component that needs it.
 */
const budget = {
  /**
   * The whole entry, every component (raised for the account: auth forms and My Account sections; then for the
   * compare table, wishlist list and their toggles, about 0.8 KB; then for the delivery estimate of the cart
   * summaries, about 0.4 KB; then for the configurator's `MeasureInput` and the newsletter's `NewsletterInvite` and
   * `NewsletterUnsubscribe`, about 0.2 KB; then for the offline orders' `PendingOrderNotice` and `OfflineOrdersReview`
   * and the unavailable payment methods, about 0.2 KB (issue 20): no page loads the whole kit, each takes what it
   * imports).
   */
  allJs: 36 * 1024,
  /** The one stylesheet: tokens, font faces and every CSS Module (raised by 0.5 KB for the delivery estimate). */
  css: 10.5 * 1024,
  /** A single Button: proves the entry tree-shakes. */
  buttonJs: 3 * 1024,
  /** What the home page skeleton imports. */
  homeJs: 8 * 1024,
  /**
   * What the checkout page imports: its steps, address form, method lists, coupon, summary and delivery estimate (raised
   * by 0.5 KB for the delivery estimate, issue 18).
   */
  checkoutJs: 10.5 * 1024,
};

async function bundle(contents: string) {
  const result = await build({
    stdin: { contents, resolveDir: import.meta.dirname, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    outdir: 'out',
    jsx: 'automatic',
    conditions: ['@citerne/source'],
    external: ['react', 'react-dom', 'react/jsx-runtime', '@citerne/pricing', 'valibot'],
    loader: { '.css': 'local-css', '.woff2': 'empty' },
    logLevel: 'silent',
  });
  const file = (extension: string) => result.outputFiles.find((output) => output.path.endsWith(extension));
  const gzip = (extension: string) => gzipSync(file(extension)?.contents ?? new Uint8Array()).length;
  return { js: gzip('.js'), css: gzip('.css'), jsText: file('.js')?.text ?? '' };
}

describe('bundle size budget', () => {
  it('keeps the whole kit within its gzipped JavaScript and CSS budgets', async () => {
    const all = await bundle("export * from './index.ts';");
    expect(all.js).toBeLessThanOrEqual(budget.allJs);
    expect(all.css).toBeLessThanOrEqual(budget.css);
  });

  it('tree-shakes: importing Button alone leaves the other components out', async () => {
    const button = await bundle("export { Button } from './index.ts';");
    expect(button.js).toBeLessThanOrEqual(budget.buttonJs);
    expect(button.jsText).not.toContain('MegaMenu');
    expect(button.jsText).not.toContain('CookieNotice');
  });

  it('keeps what the home page imports (Header, Footer, ProductCard) small', async () => {
    const home = await bundle("export { Header, Footer, ProductCard } from './index.ts';");
    expect(home.js).toBeLessThanOrEqual(budget.homeJs);
  });

  it('keeps what the checkout page imports within its budget', async () => {
    const checkout = await bundle(
      "export { CheckoutStepSection, AddressForm, ShippingMethodList, PaymentMethodList, CouponForm, OrderSummary, DeliveryEstimate } from './index.ts';",
    );
    expect(checkout.js).toBeLessThanOrEqual(budget.checkoutJs);
  });

  it('leaves the checkout and order components out of what the first paint imports', async () => {
    // Minified, only CSS Module class keys keep their names: postcodeCity (AddressForm), appliedCode
    // (CouponForm), partyHeading (Invoice), proven present in the whole kit so the check can fail.
    const classKeys = ['postcodeCity', 'appliedCode', 'partyHeading'];
    const all = await bundle("export * from './index.ts';");
    const home = await bundle("export { Header, Footer, ProductCard } from './index.ts';");
    for (const key of classKeys) {
      expect(all.jsText, key).toContain(key);
      expect(home.jsText, key).not.toContain(key);
    }
  });
});
