import { cartMessageSource } from '@citerne/cart-sync';
import type { Product } from '@citerne/core-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRealShop, seedProducts } from './openRealShop';
import { tarpaulinOptions } from './realShopper';

let shop: Awaited<ReturnType<typeof openRealShop>>;
let catalogue: Map<string, Product>;
const product = (sku: string) => {
  const found = catalogue.get(sku);
  if (!found) throw new Error(`seed product ${sku} is missing`);
  return found;
};

beforeAll(async () => {
  shop = await openRealShop();
  catalogue = seedProducts();
}, 120_000);
afterAll(() => shop?.close());

describe('cart-sync rules against the real API (apps/api on PGlite, in process)', () => {
  it('the first add connects a guest cart (code 200 stores its token) and puts the line there', async () => {
    const browser = shop.browser();
    await browser.cart.addToCart({ ...product('VA-PVC-40'), qty: 2 });
    const cartId = browser.cart.getState().serverToken as string;
    expect(cartId).toBeTruthy();
    expect((await shop.otherDevice().cart.pull({ cartId })).map((line) => [line.sku, line.qty])).toEqual([
      ['VA-PVC-40', 2],
    ]);
  });

  it('a refused user token (401) falls back to a guest cart', async () => {
    const browser = shop.browser();
    browser.session.token = 'not-a-valid-token';
    const { sync } = await browser.cart.addToCart(product('RA-CAN-50'));
    expect(sync.status).toBe('synced');
    expect(browser.cart.getState().bypassCount).toBe(1);
    const cartId = browser.cart.getState().serverToken as string;
    expect((await shop.otherDevice().cart.pull({ cartId })).map((line) => line.sku)).toEqual(['RA-CAN-50']);
  });

  it('an out-of-stock product is not added and raises the out-of-stock notice', async () => {
    const browser = shop.browser();
    const heard: string[] = [];
    browser.cart.onNotification((notification) => heard.push(cartMessageSource(notification)));
    const result = await browser.cart.addToCart(product('PO-MOTO-3'));
    expect(result.added).toEqual([]);
    expect(heard).toEqual(['The product is out of stock and cannot be added to the cart!']);
  });

  it('server totals overwrite item data (French segments) and cash on delivery is hidden for a virtual cart', async () => {
    const browser = shop.browser();
    await browser.cart.addToCart([product('SV-INSTALL-50'), product('DOC-FT-EP')]);
    const state = browser.cart.getState();
    expect(state.platformTotalSegments.map((segment) => segment.title)).toContain('Total TTC');
    expect(state.items.every((line) => typeof line.totals?.row_total_incl_tax === 'number')).toBe(true);
    expect(state.paymentMethods.map((method) => method.code)).not.toContain('cashondelivery');
    await browser.cart.addToCart(product('VA-PVC-40'));
    expect(browser.cart.getState().paymentMethods.map((method) => method.code)).toContain('cashondelivery');
  });

  it('a quantity the server refuses is restored, with the server message', async () => {
    const browser = shop.browser();
    const heard: string[] = [];
    browser.cart.onNotification((notification) => heard.push(cartMessageSource(notification)));
    await browser.cart.addToCart({ ...product('VA-PVC-40'), stock: undefined, qty: 5 });
    await browser.cart.updateQuantity(browser.cart.getState().items[0]?.checksum as string, 101);
    expect(browser.cart.getState().items.map((line) => line.qty)).toEqual([5]);
    expect(heard.at(-1)).toBe('Only 100 of this type available');
  });

  it('an unknown coupon is refused with "Incorrect coupon code"', async () => {
    const browser = shop.browser();
    const heard: string[] = [];
    browser.cart.onNotification((notification) => heard.push(cartMessageSource(notification)));
    await browser.cart.addToCart(product('VA-PVC-40'));
    expect(await browser.cart.applyCoupon('NOPE-2025')).toBe(false);
    expect(heard.at(-1)).toBe('Incorrect coupon code');
  });

  it('logging in merges the guest cart into the customer cart, options kept, totals fresh', async () => {
    const browser = shop.browser();
    const email = `merge-${Date.now()}@example.fr`;
    await shop
      .otherDevice()
      .user.create({ customer: { email, firstname: 'Léa', lastname: 'Martin' }, password: 'citerne-2025' });
    const options = tarpaulinOptions('22,21');
    await browser.cart.addToCart({ ...product('BA-SUR-MESURE'), product_option: options });
    const { token } = await browser.client.user.login({ username: email, password: 'citerne-2025' });
    browser.session.token = token;
    await browser.cart.authorize();
    const cartId = browser.cart.getState().serverToken as string;
    const [line] = await shop.otherDevice(() => token).cart.pull({ cartId });
    expect(line?.product_option?.extension_attributes?.custom_options).toContainEqual({
      option_id: '15',
      option_value: '21,22',
    });
    expect(browser.cart.getState().platformTotals?.items.map((item) => item.item_id)).toEqual([line?.item_id]);
  });

  it('clearing with sync empties the server cart', async () => {
    const browser = shop.browser();
    await browser.cart.addToCart([product('VA-PVC-40'), product('RA-CAN-50')]);
    await browser.cart.clear();
    const cartId = browser.cart.getState().serverToken as string;
    expect(await shop.otherDevice().cart.pull({ cartId })).toEqual([]);
  });
});
