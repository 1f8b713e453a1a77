import {
  type CartBackend,
  type CartNotification,
  type CartProduct,
  type CartState,
  type CartSync,
  createCartSync,
} from '@citerne/cart-sync';
import { describe, expect, it, vi } from 'vitest';
import { createLazyCartSync } from './createLazyCartSync';
import { shopCartConfig } from './shopCartConfig';

// The real engine, kept on this device (no server cart, no stock check): these tests are about when the engine's
// code loads and how its state and notifications reach the page, not about syncing.
const noServer = new Proxy({ guestFallback: false } as CartBackend, {
  get: (target, key) =>
    key in target ? target[key as keyof CartBackend] : () => Promise.reject(new Error('no server cart here')),
});
const deviceEngine = (): CartSync =>
  createCartSync({ backend: noServer, config: { ...shopCartConfig, synchronize: false, checkStockOnAdd: false } });

const tank = {
  sku: 'CS-EP-5',
  name: 'Citerne souple eau de pluie 5 m³',
  type_id: 'simple',
  price: 474.17,
  price_incl_tax: 569,
  qty: 2,
} as CartProduct;

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the cart whose code loads on demand', () => {
  it('is the empty cart, with the shop settings, and loads no code until something asks for the cart', () => {
    const loadEngine = vi.fn(async () => deviceEngine());
    const cart = createLazyCartSync({ loadEngine, config: shopCartConfig });
    expect(cart.getState().items).toEqual([]);
    expect(cart.config.minicartCountType).toBe('quantities');
    expect(cart.miniCartCount()).toBe(0);
    expect(cart.isLoaded()).toBe(false);
    expect(loadEngine).not.toHaveBeenCalled();
  });

  it('waits for an idle moment before the first load, then counts as loaded and tells its listeners', async () => {
    const idle = deferred();
    const loadEngine = vi.fn(async () => deviceEngine());
    const cart = createLazyCartSync({ loadEngine, config: shopCartConfig, whenIdle: () => idle.promise });
    const heard: CartState[] = [];
    cart.subscribe((state) => heard.push(state));

    const loading = cart.load();
    await Promise.resolve();
    expect(loadEngine).not.toHaveBeenCalled();
    idle.resolve();
    await loading;

    expect(loadEngine).toHaveBeenCalledTimes(1);
    expect(cart.isLoaded()).toBe(true);
    expect(heard.length).toBeGreaterThan(0);
  });

  it('adding to the cart loads the engine at once; the line and the "added" notification reach the page', async () => {
    const idle = deferred(); // never idle: the add must not wait for it
    const cart = createLazyCartSync({
      loadEngine: async () => deviceEngine(),
      config: shopCartConfig,
      whenIdle: () => idle.promise,
    });
    const counts: number[] = [];
    const notices: CartNotification[] = [];
    cart.subscribe((state) => counts.push(state.items.reduce((sum, line) => sum + line.qty, 0)));
    cart.onNotification((notification) => notices.push(notification));

    const { added } = await cart.addToCart(tank);

    expect(added).toHaveLength(1);
    expect(cart.getState().items.map((line) => [line.sku, line.qty])).toEqual([['CS-EP-5', 2]]);
    expect(cart.miniCartCount()).toBe(2);
    expect(counts.at(-1)).toBe(2);
    expect(notices.map((notice) => notice.message)).toContain('Product has been added to the cart!');
  });

  it('loads the engine once however many actions ask for it together', async () => {
    const loadEngine = vi.fn(async () => deviceEngine());
    const cart = createLazyCartSync({ loadEngine, config: shopCartConfig });
    await Promise.all([cart.addToCart(tank), cart.load(), cart.sync()]);
    expect(loadEngine).toHaveBeenCalledTimes(1);
  });

  it('replays on the engine the local changes made before it existed (mini-cart flag)', async () => {
    const cart = createLazyCartSync({ loadEngine: async () => deviceEngine(), config: shopCartConfig });
    cart.dispatch({ type: 'microcart', open: true });
    await cart.load();
    expect(cart.getState().isMicrocartOpen).toBe(true);
  });

  it('when its code cannot load (offline first visit) the first load fails softly and the next action tries again', async () => {
    const loadEngine = vi
      .fn<() => Promise<CartSync>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(async () => deviceEngine());
    const cart = createLazyCartSync({ loadEngine, config: shopCartConfig });

    await expect(cart.load()).resolves.toEqual({ status: 'failed', diff: [] });
    expect(cart.isLoaded()).toBe(true);
    expect(cart.getState().items).toEqual([]);

    await cart.addToCart(tank);
    expect(loadEngine).toHaveBeenCalledTimes(2);
    expect(cart.getState().items).toHaveLength(1);
  });
});
