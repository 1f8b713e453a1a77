import { ApiError, NetworkError } from '@citerne/core-api';
import { connector, pipe, valve } from '@repo/test-utils';
import { describe, expect, it } from 'vitest';
import type { CartBackend } from '../server/CartBackend';
import { setupCart } from '../testing/setupCart';

/** A customer whose server cart holds a pipe and, optionally, a coupon, logged out again. */
async function customerWithSavedCart(world: ReturnType<typeof setupCart>, coupon?: string) {
  const customer = world.server.registerCustomer();
  world.session.token = customer.logIn();
  await world.cart.authorize();
  await world.cart.addToCart(pipe);
  if (coupon) expect(await world.cart.applyCoupon(coupon)).toBe(true);
  await world.cart.logout();
  world.session.token = null;
  return customer;
}

describe('guest → customer: the guest cart merges into the customer cart with its coupon', () => {
  it('a coupon applied as a guest stays applied after login', async () => {
    const world = setupCart();
    const customer = world.server.registerCustomer();
    await world.cart.addToCart(valve);
    expect(await world.cart.applyCoupon('BIENVENUE10')).toBe(true);
    world.session.token = customer.logIn();
    expect((await world.cart.authorize()).status).toBe('synced');
    const customerCart = world.cart.getState().serverToken as string;
    expect(world.server.carts.get(customerCart)?.owner).toBe(customer.id);
    expect(world.server.couponOf(customerCart)).toBe('BIENVENUE10');
    expect(world.cart.getState().coupon).toEqual({ code: 'BIENVENUE10' });
    expect(world.cart.getState().platformTotals?.coupon_code).toBe('BIENVENUE10');
    expect(world.inStep()).toBe(true);
  });

  it('no line is lost or doubled: the customer’s saved lines join the guest’s', async () => {
    const world = setupCart();
    const customer = await customerWithSavedCart(world);
    await world.cart.addToCart([valve, connector]);
    await world.cart.applyCoupon('BIENVENUE10');
    world.session.token = customer.logIn();
    await world.cart.authorize();
    expect(world.localView()).toEqual(['RA-CAN-50×1', 'TU-PE-32×1', 'VA-PVC-40×1']);
    expect(world.inStep()).toBe(true);
    expect(world.cart.getState().coupon).toEqual({ code: 'BIENVENUE10' });
  });

  it('when both carts have a coupon, the guest’s (the one just typed) wins', async () => {
    const world = setupCart();
    const customer = await customerWithSavedCart(world, 'NEWSLETTER10');
    await world.cart.addToCart(valve);
    await world.cart.applyCoupon('BIENVENUE10');
    world.session.token = customer.logIn();
    await world.cart.authorize();
    expect(world.server.couponOf(world.cart.getState().serverToken as string)).toBe('BIENVENUE10');
    expect(world.cart.getState().coupon).toEqual({ code: 'BIENVENUE10' });
  });

  it('without a guest coupon the customer cart keeps its own', async () => {
    const world = setupCart();
    const customer = await customerWithSavedCart(world, 'NEWSLETTER10');
    await world.cart.addToCart(valve);
    world.session.token = customer.logIn();
    await world.cart.authorize();
    expect(world.cart.getState().coupon).toEqual({ code: 'NEWSLETTER10' });
    expect(world.server.calls.get('applyCoupon')).toBe(1);
  });

  it('a guest coupon the customer cart refuses is announced, and the customer cart keeps its own', async () => {
    const world = setupCart();
    const customer = await customerWithSavedCart(world, 'NEWSLETTER10');
    await world.cart.addToCart(valve);
    await world.cart.applyCoupon('BIENVENUE10');
    world.server.failNext(
      'applyCoupon',
      () => new ApiError({ status: 400, message: 'This coupon was already used by this customer.' }),
    );
    world.session.token = customer.logIn();
    expect((await world.cart.authorize()).status).toBe('synced');
    expect(world.cart.getState().coupon).toEqual({ code: 'NEWSLETTER10' });
    expect(world.notifications.at(-1)).toMatchObject({
      kind: 'coupon-refused',
      code: 'serverMessage',
      params: { text: 'This coupon was already used by this customer.' },
    });
  });

  it('a reload of a logged-in cart does not send its coupon again', async () => {
    const world = setupCart();
    const customer = world.server.registerCustomer();
    await world.cart.addToCart(valve);
    await world.cart.applyCoupon('BIENVENUE10');
    world.session.token = customer.logIn();
    await world.cart.authorize();
    const sent = world.server.calls.get('applyCoupon');
    const reloaded = world.reload();
    await reloaded.load();
    await reloaded.authorize();
    expect(world.server.calls.get('applyCoupon')).toBe(sent);
    expect(reloaded.getState().coupon).toEqual({ code: 'BIENVENUE10' });
  });

  it('a page left between the merge of the lines and the coupon carries the coupon at the next load', async () => {
    // The tab is reloaded while the customer cart's coupon call is under way: that call never comes back.
    const held = { applyCoupon: false, calls: 0 };
    const world = setupCart({
      wrap: (backend): CartBackend => ({
        ...backend,
        applyCoupon: (...args) => {
          if (!held.applyCoupon) return backend.applyCoupon(...args);
          held.calls += 1;
          return new Promise<boolean>(() => {});
        },
      }),
    });
    const customer = world.server.registerCustomer();
    await world.cart.addToCart(valve);
    await world.cart.applyCoupon('BIENVENUE10');
    world.session.token = customer.logIn();
    held.applyCoupon = true;
    void world.cart.authorize();
    await expect.poll(() => held.calls).toBe(1);
    const customerCart = world.cart.getState().serverToken as string;
    expect(world.server.couponOf(customerCart)).toBeNull();
    expect(JSON.parse(world.storage.getItem('current-cart') ?? '{}')).toMatchObject({ couponToCarry: 'BIENVENUE10' });

    held.applyCoupon = false;
    const reloaded = world.reload();
    expect((await reloaded.load()).status).toBe('synced');
    expect(reloaded.getState().serverToken).toBe(customerCart);
    expect(world.server.couponOf(customerCart)).toBe('BIENVENUE10');
    expect(reloaded.getState()).toMatchObject({ coupon: { code: 'BIENVENUE10' }, couponToCarry: null });
    expect(world.localView()).toEqual(['VA-PVC-40×1']);
    expect(world.inStep()).toBe(true);
  });

  it('a coupon call without an answer at login is carried at the next load; a refusal is not tried again', async () => {
    const world = setupCart();
    const customer = world.server.registerCustomer();
    await world.cart.addToCart(valve);
    await world.cart.applyCoupon('BIENVENUE10');
    world.server.failNext('applyCoupon', () => new NetworkError('http://fake.test/api', new TypeError('fetch failed')));
    world.session.token = customer.logIn();
    expect((await world.cart.authorize()).status).toBe('synced');
    const customerCart = world.cart.getState().serverToken as string;
    expect(world.server.couponOf(customerCart)).toBeNull();
    expect(world.cart.getState().couponToCarry).toBe('BIENVENUE10');

    world.server.failNext('applyCoupon', () => new ApiError({ status: 400, message: 'Ce code a expiré.' }));
    const reloaded = world.reload();
    await reloaded.load();
    expect(reloaded.getState()).toMatchObject({ coupon: null, couponToCarry: null });
    expect(world.notifications.at(-1)).toMatchObject({ kind: 'coupon-refused', params: { text: 'Ce code a expiré.' } });
    const tries = world.server.calls.get('applyCoupon');
    await world.reload().load();
    expect(world.server.calls.get('applyCoupon')).toBe(tries);
  });

  it('logout leaves an empty guest cart: no line, no coupon, no server cart', async () => {
    const world = setupCart();
    world.session.token = world.server.registerCustomer().logIn();
    await world.cart.authorize();
    await world.cart.addToCart(valve);
    await world.cart.applyCoupon('BIENVENUE10');
    await world.cart.logout();
    expect(world.cart.getState()).toMatchObject({ items: [], coupon: null, serverToken: null });
  });
});
