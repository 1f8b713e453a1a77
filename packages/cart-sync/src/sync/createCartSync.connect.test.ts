import { ApiError } from '@citerne/core-api';
import { connector, valve } from '@repo/test-utils';
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEYS } from '../persistence/cartStorageKeys';
import { setupCart } from '../testing/setupCart';

const unauthorized = () => new ApiError({ status: 401, message: 'The token is invalid or expired.' });

describe('cart connect (SPEC §4 "Cart")', () => {
  it('code 200 stores the server cart token and syncs', async () => {
    const world = setupCart();
    await world.cart.addToCart(valve);
    const report = await world.cart.connect();
    expect(report.status).toBe('synced');
    expect(world.cart.getState().serverToken).toMatch(/^cart-/);
    expect(world.serverView()).toEqual(['VA-PVC-40×1']);
  });

  it('code 401 retries with a guest cart', async () => {
    const world = setupCart();
    world.session.token = 'revoked-token';
    await world.cart.addToCart(valve);
    expect(world.cart.getState()).toMatchObject({ bypassCount: 1, syncEnabled: true });
    expect(world.serverView()).toEqual(['VA-PVC-40×1']);
    expect(world.server.carts.get(world.cart.getState().serverToken as string)?.owner).toBeNull();
  });

  it('after the maximum bypass attempts (1) cart sync is disabled', async () => {
    const world = setupCart();
    world.server.failNext('createCart', unauthorized);
    world.server.failNext('createCart', unauthorized);
    const report = await world.cart.addToCart(valve);
    expect(report.sync.status).toBe('disabled');
    expect(world.cart.getState()).toMatchObject({ syncEnabled: false, bypassCount: 1, serverToken: null });
    expect(world.cart.getState().items).toHaveLength(1);
    expect(world.notifications.map((notification) => notification.kind)).toContain('sync-disabled');
  });

  it('a new login enables a cart sync that a refused token disabled', async () => {
    const world = setupCart({ config: { maxBypassAttempts: 0 } });
    world.session.token = 'revoked-token';
    await world.cart.addToCart(valve);
    expect(world.cart.getState().syncEnabled).toBe(false);
    world.session.token = world.server.registerCustomer().logIn();
    expect((await world.cart.authorize()).status).toBe('synced');
    expect(world.serverView()).toEqual(['VA-PVC-40×1']);
  });

  it('a 401 on a connected cart retries with a guest cart, and keeps every line', async () => {
    const world = setupCart();
    world.session.token = world.server.registerCustomer().logIn();
    await world.cart.addToCart(valve);
    const customerCart = world.cart.getState().serverToken;
    world.session.token = 'revoked-token';
    const report = await world.cart.addToCart(connector);
    expect(report.sync.status).toBe('synced');
    expect(world.cart.getState()).toMatchObject({ bypassCount: 1, syncEnabled: true });
    expect(world.cart.getState().serverToken).not.toBe(customerCart);
    expect(world.server.carts.get(world.cart.getState().serverToken as string)?.owner).toBeNull();
    expect(world.serverView()).toEqual(world.localView());
    expect(world.localView()).toHaveLength(2);
    expect(world.inStep()).toBe(true);
  });

  it('a 401 on a guest cart after the bypass disables cart sync, and the lines stay in the browser', async () => {
    const world = setupCart();
    world.session.token = 'revoked-token';
    await world.cart.addToCart(valve);
    expect(world.cart.getState().bypassCount).toBe(1);
    world.server.failNext('pull', unauthorized);
    const report = await world.cart.addToCart(connector);
    expect(report.sync.status).toBe('disabled');
    expect(world.cart.getState()).toMatchObject({ syncEnabled: false, bypassCount: 1 });
    expect(world.cart.getState().items).toHaveLength(2);
  });

  it('with no bypass attempt allowed, a 401 disables cart sync at once', async () => {
    const world = setupCart({ config: { maxBypassAttempts: 0 } });
    world.session.token = 'revoked-token';
    expect((await world.cart.addToCart(valve)).sync.status).toBe('disabled');
    expect(world.server.carts.size).toBe(0);
  });

  it('without a guest client the 401 bypass is impossible and cart sync is disabled', async () => {
    const world = setupCart({ guestFallback: false });
    world.session.token = 'revoked-token';
    expect((await world.cart.addToCart(valve)).sync.status).toBe('disabled');
  });

  it('a disabled cart sync keeps the cart working in the browser', async () => {
    const world = setupCart({ config: { synchronize: false } });
    await world.cart.addToCart([valve, connector]);
    expect(world.localView()).toEqual(['RA-CAN-50×1', 'VA-PVC-40×1']);
    expect(world.server.carts.size).toBe(0);
  });

  it('a server cart that is gone (order placed elsewhere) is replaced and the lines pushed there', async () => {
    const world = setupCart();
    await world.cart.addToCart(valve);
    const first = world.cart.getState().serverToken as string;
    world.server.closeCart(first);
    await world.cart.addToCart(connector);
    expect(world.cart.getState().serverToken).not.toBe(first);
    expect(world.serverView()).toEqual(['RA-CAN-50×1', 'VA-PVC-40×1']);
    expect(world.inStep()).toBe(true);
  });

  it('an empty cart does not create a server cart', async () => {
    const world = setupCart();
    expect((await world.cart.load()).status).toBe('no-cart');
    expect(world.server.carts.size).toBe(0);
  });
});

describe('persistence (SPEC §4: local storage)', () => {
  it('the cart, its token and hash are saved and come back after a reload', async () => {
    const world = setupCart();
    await world.cart.addToCart({ ...valve, qty: 3 });
    const saved = world.storage.entries;
    expect(JSON.parse(saved.get(CART_STORAGE_KEYS.cart) as string).items[0]).toMatchObject({
      sku: 'VA-PVC-40',
      qty: 3,
    });
    expect(JSON.parse(saved.get(CART_STORAGE_KEYS.token) as string)).toBe(world.cart.getState().serverToken);
    expect(saved.get(CART_STORAGE_KEYS.hash)).toMatch(/^"[0-9a-f]{16}"$/);
    const reloaded = world.reload();
    expect(reloaded.getState().items).toEqual(world.cart.getState().items);
    expect((await reloaded.load()).status).toBe('synced');
    expect(world.inStep()).toBe(true);
  });

  it('a corrupt stored cart starts empty and reports the problem', () => {
    const world = setupCart();
    world.storage.setItem(CART_STORAGE_KEYS.cart, '{"items": 3}');
    expect(world.reload().getState().items).toEqual([]);
  });
});

describe('offline and online (SPEC §4)', () => {
  it('a sync needs being online: offline changes wait, coming online syncs them', async () => {
    const world = setupCart();
    await world.cart.addToCart(valve);
    world.setOnline(false);
    const offline = await world.cart.updateQuantity(world.cart.getState().items[0]?.checksum as string, 4);
    expect(offline.ok && offline.sync.status).toBe('offline');
    world.setOnline(true);
    await world.cart.idle();
    expect(world.serverView()).toEqual(['VA-PVC-40×4']);
  });

  it('no answer although the browser says online keeps the lines for the next sync', async () => {
    const world = setupCart();
    world.server.setOnline(false);
    const { sync } = await world.cart.addToCart(valve);
    expect(sync.status).toBe('offline');
    expect(world.localView()).toEqual(['VA-PVC-40×1']);
    world.server.setOnline(true);
    await world.cart.sync();
    expect(world.serverView()).toEqual(['VA-PVC-40×1']);
  });
});
