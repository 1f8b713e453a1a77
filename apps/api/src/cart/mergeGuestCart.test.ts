import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartWith, registerAndLogIn } from '../commerce/testing/shopActions';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';
import { testBackends } from '../testing/testDatabases';
import { mergeGuestCart } from './mergeGuestCart';

describe.each(testBackends)('merging the guest cart into the customer cart on %s', (backend) => {
  let shop: CommerceTestShop;
  let customers = 0;

  beforeAll(async () => {
    shop = await startCommerceTest(backend);
    await shop.db
      .insertInto('coupons')
      .values(['GUEST-10', 'CUSTOMER-10'].map((code) => ({ code, percent: 10, created_at: shop.clock.now() })))
      .execute();
  });
  afterAll(() => shop.close());

  /** A customer cart and a guest cart holding these lines and coupons. */
  async function carts(options: { guestCoupon?: string; customerCoupon?: string }) {
    customers += 1;
    const email = `merge-${customers}@example.fr`;
    const { token } = await registerAndLogIn(shop, email);
    const customerCart = await cartWith(shop, token, [{ sku: 'T-VALVE', qty: 1 }]);
    const guestCart = await cartWith(shop, undefined, [
      { sku: 'T-VALVE', qty: 2 },
      { sku: 'T-PIPE', qty: 1 },
    ]);
    const apply = async (cartId: string, coupon: string, withToken?: string) => {
      const answer = await shop.call('POST', '/api/cart/apply-coupon', { query: { cartId, coupon }, token: withToken });
      expect(answer.status).toBe(200);
    };
    if (options.guestCoupon) await apply(guestCart, options.guestCoupon);
    if (options.customerCoupon) await apply(customerCart, options.customerCoupon, token);
    return { email, token, customerCart, guestCart };
  }
  const couponOf = async (cartId: string) =>
    (await shop.db.selectFrom('carts').select('coupon_code').where('id', '=', cartId).executeTakeFirstOrThrow())
      .coupon_code;
  const merge = (guestCart: string, customerCart: string) =>
    shop.db.transaction().execute((trx) => mergeGuestCart(trx, guestCart, customerCart, shop.clock.now()));

  it('the guest’s coupon stays applied: the customer cart without one takes it', async () => {
    const { guestCart, customerCart } = await carts({ guestCoupon: 'GUEST-10' });
    expect(await merge(guestCart, customerCart)).toBe(true);
    expect(await couponOf(customerCart)).toBe('GUEST-10');
  });

  it('when both carts have one, the guest’s wins (the code the shopper has just typed)', async () => {
    const { guestCart, customerCart } = await carts({ guestCoupon: 'GUEST-10', customerCoupon: 'CUSTOMER-10' });
    await merge(guestCart, customerCart);
    expect(await couponOf(customerCart)).toBe('GUEST-10');
  });

  it('without a guest coupon the customer cart keeps its own', async () => {
    const { guestCart, customerCart } = await carts({ customerCoupon: 'CUSTOMER-10' });
    await merge(guestCart, customerCart);
    expect(await couponOf(customerCart)).toBe('CUSTOMER-10');
  });

  it('on login with the guest cart id: lines merged, none lost or doubled, the coupon in the totals', async () => {
    const { email, token, guestCart, customerCart } = await carts({ guestCoupon: 'GUEST-10' });
    const login = await shop.call('POST', '/api/user/login', {
      query: { cartId: guestCart },
      body: { username: email, password: 'citerne-2025' },
    });
    expect(login.body.meta).toMatchObject({ cartId: customerCart });
    const totals = (await shop.call('GET', '/api/cart/totals', { query: { cartId: customerCart }, token })).body
      .result as { coupon_code: string | null; items: { sku: string; qty: number }[] };
    expect(totals.coupon_code).toBe('GUEST-10');
    expect(totals.items.map(({ sku, qty }) => `${sku}×${qty}`).sort()).toEqual(['T-PIPE×1', 'T-VALVE×2']);
  });

  it('a cart that is not an active guest cart is left alone', async () => {
    const { guestCart, customerCart } = await carts({ guestCoupon: 'GUEST-10' });
    expect(await merge(customerCart, guestCart)).toBe(false);
    expect(await merge(guestCart, guestCart)).toBe(false);
    await merge(guestCart, customerCart);
    expect(await merge(guestCart, customerCart)).toBe(false);
  });
});
