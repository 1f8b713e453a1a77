import { installation, sheet, valve } from '@repo/test-utils';
import { describe, expect, it } from 'vitest';
import { setupCart } from '../testing/setupCart';

describe('totals sync (SPEC §4 "Cart")', () => {
  it('runs when the cart hash changed', async () => {
    const world = setupCart();
    await world.cart.addToCart(valve);
    const before = world.server.calls.get('totals') ?? 0;
    await world.cart.updateQuantity(world.cart.getState().items[0]?.checksum as string, 2);
    expect(world.server.calls.get('totals')).toBe(before + 1);
    expect(world.cart.getState().platformTotals?.items[0]?.qty).toBe(2);
  });

  it('runs when the totals were never synced, and not again while the cart is unchanged', async () => {
    const world = setupCart();
    await world.cart.addToCart(valve);
    expect(world.server.calls.get('totals')).toBe(1);
    await world.cart.sync();
    await world.cart.syncTotals();
    expect(world.server.calls.get('totals')).toBe(1);
    await world.cart.syncTotals({ force: true });
    expect(world.server.calls.get('totals')).toBe(2);
  });

  it('needs being online and a cart server token', async () => {
    const world = setupCart();
    await world.cart.syncTotals({ force: true });
    expect(world.server.calls.get('totals')).toBeUndefined();
    await world.cart.addToCart(valve);
    world.setOnline(false);
    await world.cart.syncTotals({ force: true });
    expect(world.server.calls.get('totals')).toBe(1);
  });

  it('server totals overwrite item data and payment methods', async () => {
    const world = setupCart();
    await world.cart.addToCart({ ...valve, price_incl_tax: 1, name: 'Nom local' });
    const [line] = world.cart.getState().items;
    expect(line).toMatchObject({
      name: 'Vanne PVC 40',
      price_incl_tax: 24.9,
      totals: { row_total_incl_tax: 24.9 },
    });
    expect(world.cart.getState().paymentMethods.map((method) => method.code)).toEqual([
      'cashondelivery',
      'banktransfer',
    ]);
    expect(world.cart.getState().platformTotalSegments).toEqual([
      { code: 'subtotal', title: 'Sous total HT', value: 20.75 },
      { code: 'shipping', title: 'Frais de port TTC', value: 5 },
      { code: 'tax', title: 'Taxe', value: 5.15 },
      { code: 'grand_total', title: 'Total TTC', value: 29.9 },
    ]);
  });

  it('the payment methods follow the server as the cart changes (its answer for a virtual cart has no cash on delivery)', async () => {
    const world = setupCart();
    await world.cart.addToCart([installation, sheet]);
    expect(world.cart.getState().paymentMethods.map((method) => method.code)).toEqual(['banktransfer']);
    await world.cart.addToCart(valve);
    expect(world.cart.getState().paymentMethods.map((method) => method.code)).toContain('cashondelivery');
  });
});

describe('coupons (SPEC §4 "Cart")', () => {
  it('applying a coupon syncs totals from the server', async () => {
    const world = setupCart();
    await world.cart.addToCart(valve);
    expect(await world.cart.applyCoupon(' BIENVENUE10 ')).toBe(true);
    expect(world.cart.getState().coupon).toEqual({ code: 'BIENVENUE10' });
    expect(world.cart.getState().platformTotals?.coupon_code).toBe('BIENVENUE10');
    expect(world.cart.getState().items[0]?.totals?.discount_amount).toBe(2.49);
  });

  it('removing a coupon syncs totals from the server', async () => {
    const world = setupCart();
    await world.cart.addToCart(valve);
    await world.cart.applyCoupon('BIENVENUE10');
    expect(await world.cart.removeCoupon()).toBe(true);
    expect(world.cart.getState().coupon).toBeNull();
    expect(world.cart.getState().platformTotals?.coupon_code).toBeNull();
  });

  it('an unknown coupon is refused with the server message', async () => {
    const world = setupCart();
    await world.cart.addToCart(valve);
    expect(await world.cart.applyCoupon('NOPE')).toBe(false);
    expect(world.notifications.at(-1)).toMatchObject({
      kind: 'coupon-refused',
      type: 'danger',
      code: 'serverMessage',
      params: { text: 'Incorrect coupon code' },
    });
    expect(world.cart.getState().coupon).toBeNull();
  });
});
