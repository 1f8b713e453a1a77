import { afterEach, describe, expect, it } from 'vitest';
import { cartCreateCall } from '../contract/cart/cartCreateCall';
import { ApiError } from '../error/ApiError';
import { errorMessages } from '../error/errorMessages';
import { ValidationError } from '../error/ValidationError';
import { setupShop } from '../testing/setupShop';

let shop: Awaited<ReturnType<typeof setupShop>>;
afterEach(() => shop?.api.close());

async function withCart(options: Parameters<typeof setupShop>[0] = {}) {
  shop = await setupShop(options);
  shop.session.cartId = await shop.client.cart.create();
  return shop;
}

describe('cart client', () => {
  it('creates a guest cart and adds a line, carrying the cartId query param', async () => {
    const { client, api, session } = await withCart();
    expect(session.cartId).toMatch(/^q\d+$/);
    const line = await client.cart.update({ sku: ' CIT-10M3 ', qty: 2 });
    expect(line).toMatchObject({ sku: 'CIT-10M3', qty: 2, quote_id: session.cartId });
    const [request] = api.calls('cartUpdate');
    expect(request?.query.cartId).toBe(session.cartId);
    expect(request?.body).toEqual({ cartItem: { sku: 'CIT-10M3', qty: 2 } });
  });

  it('a logged-in cart call sends the user token as a Bearer header by default', async () => {
    const { client, api, login } = await withCart();
    const { token } = await login();
    await client.cart.pull();
    const [request] = api.calls('cartPull');
    expect(request?.headers.authorization).toBe(`Bearer ${token}`);
    expect(request?.query.token).toBeUndefined();
  });

  it('with token-in-header off the user token travels as the token query param', async () => {
    const { client, api, login } = await withCart({ tokenInHeader: false });
    const { token } = await login();
    await client.cart.totals();
    const [request] = api.calls('cartTotals');
    expect(request?.query.token).toBe(token);
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('in multistore mode the store code is appended as a query param, and only then', async () => {
    const { client, api } = await withCart({ multistore: true, storeCode: 'de' });
    await client.cart.pull();
    expect(api.calls('cartPull')[0]?.query.storeCode).toBe('de');
    await shop.api.close();
    const single = await withCart({ multistore: false, storeCode: 'de' });
    await single.client.cart.pull();
    expect(single.api.calls('cartPull')[0]?.query.storeCode).toBeUndefined();
  });

  it('a query key the call does not accept is never sent', async () => {
    const { client, api } = await withCart();
    await client.call(cartCreateCall, { query: { debug: 'yes' } });
    const requests = api.calls('cartCreate');
    expect(requests).toHaveLength(2);
    expect(requests[1]?.query).toEqual({});
  });

  it('a quantity that is not a positive whole number is refused before anything is sent', async () => {
    const { client, api } = await withCart();
    await expect(client.cart.update({ sku: 'CIT-10M3', qty: 0 })).rejects.toBeInstanceOf(ValidationError);
    await expect(client.cart.update({ sku: 'CIT-10M3', qty: 1.5 })).rejects.toMatchObject({ source: 'request' });
    expect(api.calls('cartUpdate')).toHaveLength(0);
  });

  it('a cart call without a server cart id fails with the cartId-is-null message and sends nothing', async () => {
    shop = await setupShop();
    const error = await shop.client.cart.pull().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ code: 'CART_ID_MISSING', message: errorMessages.cartIdMissing });
    expect(shop.api.calls('cartPull')).toHaveLength(0);
  });

  it('an error answer becomes an ApiError with status, code and the server message', async () => {
    const { client } = await withCart();
    const error = await client.cart.update({ sku: 'CIT-10M3', qty: 9 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'QTY_TOO_HIGH', message: 'Only 5 of this type available' });
  });

  it('updates the quantity of an existing line and deletes it', async () => {
    const { client } = await withCart();
    const line = await client.cart.update({ sku: 'CIT-10M3', qty: 1 });
    expect(await client.cart.update({ sku: 'CIT-10M3', qty: 3, item_id: line.item_id })).toMatchObject({ qty: 3 });
    expect(await client.cart.pull()).toHaveLength(1);
    expect(await client.cart.delete({ item_id: line.item_id })).toBe(true);
    expect(await client.cart.pull()).toEqual([]);
  });

  it('reads totals with their segments', async () => {
    const { client } = await withCart();
    await client.cart.update({ sku: 'CIT-10M3', qty: 1 });
    const totals = await client.cart.totals();
    expect(totals.subtotal).toBe(990);
    expect(totals.total_segments.map((segment) => segment.title)).toContain('Total TTC');
    expect(totals.items[0]?.row_total_incl_tax).toBe(1188);
  });

  it('reads payment methods and shipping methods for an address holding only the country', async () => {
    const { client, api } = await withCart();
    expect((await client.cart.paymentMethods()).map((method) => method.code)).toEqual(['cashondelivery', 'card']);
    const methods = await client.cart.shippingMethods({ country_id: 'fr' });
    expect(methods).toEqual([expect.objectContaining({ method_title: 'DPD Courier', amount: 4, price_incl_tax: 5 })]);
    expect(api.calls('cartShippingMethods')[0]?.body).toEqual({ address: { country_id: 'FR' } });
  });

  it('sends shipping information and gets payment methods and totals back', async () => {
    const { client } = await withCart();
    const answer = await client.cart.shippingInformation({
      shippingAddress: { country_id: 'FR', postcode: '69001' },
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
    });
    expect(answer.payment_methods).toHaveLength(2);
    expect(answer.totals.total_segments.length).toBeGreaterThan(0);
  });

  it('collects totals, applies a coupon and removes it', async () => {
    const { client } = await withCart();
    await client.cart.update({ sku: 'CIT-10M3', qty: 1 });
    expect(await client.cart.applyCoupon('BIENVENUE10')).toBe(true);
    const totals = await client.cart.collectTotals({ paymentMethod: { method: 'cashondelivery' } });
    expect(totals).toMatchObject({ coupon_code: 'BIENVENUE10', discount_amount: -118.8 });
    await expect(client.cart.applyCoupon('NOPE')).rejects.toMatchObject({ message: 'Incorrect coupon code' });
    expect(await client.cart.deleteCoupon()).toBe(true);
    expect((await client.cart.collectTotals()).coupon_code).toBeNull();
  });

  it('a cart id given to a call wins over the current one', async () => {
    const { client, api } = await withCart();
    const other = await client.cart.create();
    await client.cart.pull({ cartId: other });
    expect(api.calls('cartPull')[0]?.query.cartId).toBe(other);
  });
});
