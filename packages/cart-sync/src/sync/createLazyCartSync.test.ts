import { connector, valve } from '@repo/test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { CartState } from '../cart/CartState';
import { parseCartConfig } from '../config/parseCartConfig';
import type { CartNotification } from '../notification/CartNotification';
import { setupCart } from '../testing/setupCart';
import type { CartSync } from './CartSync';
import { createLazyCartSync } from './createLazyCartSync';

const lineCount = parseCartConfig({ minicartCountType: 'lines' });

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** A stored cart from an earlier visit, and a loader that creates the engine of the next page load over it. */
async function returningShopper() {
  const world = setupCart({ config: { minicartCountType: 'lines' } });
  await world.cart.addToCart({ ...valve, qty: 2 });
  const loadEngine = vi.fn(async (): Promise<CartSync> => world.reload());
  return { world, loadEngine };
}

describe('a cart whose engine code loads on demand (createLazyCartSync)', () => {
  it('is the empty cart with the given settings, and fetches no engine code, until something asks for the cart', async () => {
    const { loadEngine } = await returningShopper();
    const cart = createLazyCartSync(loadEngine, { config: lineCount });
    expect(cart.getState().items).toEqual([]);
    expect(cart.config.minicartCountType).toBe('lines');
    expect(cart.miniCartCount()).toBe(0);
    await cart.idle();
    expect(loadEngine).not.toHaveBeenCalled();
  });

  it('the first load reads the stored cart back through the engine and the listeners hear it', async () => {
    const { loadEngine } = await returningShopper();
    const cart = createLazyCartSync(loadEngine, { config: lineCount });
    const heard: CartState[] = [];
    cart.subscribe((state) => heard.push(state));
    const report = await cart.load();
    expect(report.status).toBe('synced');
    expect(cart.getState().items.map((line) => `${line.sku}×${line.qty}`)).toEqual(['VA-PVC-40×2']);
    expect(heard.at(-1)?.items).toHaveLength(1);
  });

  it('a deferred first load waits for the idle moment before fetching the engine code', async () => {
    const { loadEngine } = await returningShopper();
    const idle = gate();
    const cart = createLazyCartSync(loadEngine, { config: lineCount, deferLoad: () => idle.opened });
    const loading = cart.load();
    await Promise.resolve();
    await Promise.resolve();
    expect(loadEngine).not.toHaveBeenCalled();
    idle.open();
    await loading;
    expect(loadEngine).toHaveBeenCalledTimes(1);
  });

  it('deferring until the browser is idle waits for requestIdleCallback', async () => {
    const { loadEngine } = await returningShopper();
    const callbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => callbacks.push(callback));
    try {
      const cart = createLazyCartSync(loadEngine, { config: lineCount, deferLoad: true });
      const loading = cart.load();
      await Promise.resolve();
      expect(loadEngine).not.toHaveBeenCalled();
      expect(callbacks).toHaveLength(1);
      callbacks[0]?.();
      await loading;
      expect(loadEngine).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('adding to the cart fetches the engine at once, without waiting for the idle moment', async () => {
    const { world, loadEngine } = await returningShopper();
    const never = gate();
    const cart = createLazyCartSync(loadEngine, { config: lineCount, deferLoad: () => never.opened });
    const notices: CartNotification[] = [];
    cart.onNotification((notification) => notices.push(notification));
    const { added } = await cart.addToCart(connector);
    expect(added.map((line) => line.sku)).toEqual(['RA-CAN-50']);
    expect(cart.miniCartCount()).toBe(2);
    expect(world.serverView()).toEqual(['RA-CAN-50×1', 'VA-PVC-40×2']);
    expect(notices.map((notice) => notice.code)).toEqual(['productAdded']);
  });

  it('creates the engine once however many actions ask for it together', async () => {
    const { loadEngine } = await returningShopper();
    const cart = createLazyCartSync(loadEngine, { config: lineCount });
    await Promise.all([cart.load(), cart.addToCart(connector), cart.sync()]);
    expect(loadEngine).toHaveBeenCalledTimes(1);
    expect(
      cart
        .getState()
        .items.map((line) => line.sku)
        .sort(),
    ).toEqual(['RA-CAN-50', 'VA-PVC-40']);
  });

  it('local changes made before the engine existed are replayed on it, in order', async () => {
    const { loadEngine } = await returningShopper();
    const cart = createLazyCartSync(loadEngine, { config: lineCount });
    cart.dispatch({ type: 'setMethods', shipping: 'flatrate', payment: 'checkmo' });
    cart.dispatch({ type: 'setMethods', payment: 'cashondelivery' });
    expect(cart.getState()).toMatchObject({ shippingMethodCode: null, paymentMethodCode: null });
    await cart.load();
    expect(cart.getState()).toMatchObject({ shippingMethodCode: 'flatrate', paymentMethodCode: 'cashondelivery' });
  });

  it('when the engine code cannot be fetched (offline first visit) the call fails and the next action tries again', async () => {
    const { loadEngine } = await returningShopper();
    loadEngine.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const cart = createLazyCartSync(loadEngine, { config: lineCount });
    await expect(cart.load()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(cart.getState().items).toEqual([]);
    await cart.addToCart(connector);
    expect(loadEngine).toHaveBeenCalledTimes(2);
    expect(cart.getState().items.map((line) => line.sku)).toContain('RA-CAN-50');
  });
});
