// @vitest-environment happy-dom

import { connector, valve } from '@repo/test-utils';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { createStore, Provider, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartNotification } from '../notification/CartNotification';
import { type SetupCartOptions, setupCart } from '../testing/setupCart';
import { CartSyncProvider } from './CartSyncProvider';
import { miniCartOpenAtom } from './miniCartOpenAtom';
import { useAddToCart } from './useAddToCart';
import { useCart } from './useCart';
import { useCartNotifications } from './useCartNotifications';
import { useMiniCart } from './useMiniCart';
import { useMiniCartCount } from './useMiniCartCount';

afterEach(cleanup);

function mount(options: SetupCartOptions = {}) {
  const world = setupCart(options);
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <CartSyncProvider cartSync={world.cart}>{children}</CartSyncProvider>
    </Provider>
  );
  return { world, wrapper };
}

function CountProbe({ renders }: { renders: number[] }) {
  renders.push(useMiniCartCount());
  return null;
}

function Badge() {
  const count = useMiniCartCount();
  return <output aria-label="Articles dans le panier">{count}</output>;
}

describe('React bindings (@citerne/cart-sync/react)', () => {
  it('a first load that fails is reported to onLoadError, never left as an unhandled rejection', async () => {
    const { world } = mount();
    const failure = new Error('engine unreachable');
    const failing = { ...world.cart, load: () => Promise.reject(failure) };
    const reported: unknown[] = [];
    render(
      <Provider store={createStore()}>
        <CartSyncProvider cartSync={failing} onLoadError={(error) => reported.push(error)} />
      </Provider>,
    );
    await waitFor(() => expect(reported).toEqual([failure]));
  });

  it('the mini-cart badge follows adds, quantity changes and removals', async () => {
    const { world, wrapper } = mount();
    render(<Badge />, { wrapper });
    const badge = screen.getByLabelText('Articles dans le panier');
    expect(badge.textContent).toBe('0');
    await act(() => world.cart.addToCart({ ...valve, qty: 2 }));
    expect(badge.textContent).toBe('2');
    await act(() => world.cart.addToCart(connector));
    expect(badge.textContent).toBe('3');
    await act(() => world.cart.removeItem(world.cart.getState().items[0]?.checksum as string));
    expect(badge.textContent).toBe('1');
  });

  it('the badge counts lines when minicartCountType is lines', async () => {
    const { world, wrapper } = mount({ config: { minicartCountType: 'lines' } });
    const { result } = renderHook(() => useMiniCartCount(), { wrapper });
    await act(() => world.cart.addToCart({ ...valve, qty: 5 }));
    expect(result.current).toBe(1);
  });

  it('useAddToCart adds through the engine (stock check, sync) and flags adding while the stock is checked', async () => {
    let release: () => void = () => {};
    const checked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { world, wrapper } = mount({
      wrap: (backend) => ({
        ...backend,
        async checkStock(sku) {
          await checked;
          return backend.checkStock(sku);
        },
      }),
    });
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    let adding: Promise<unknown> = Promise.resolve();
    act(() => {
      adding = result.current.addToCart({ ...valve, qty: 3 });
    });
    await waitFor(() => expect(result.current.isAdding).toBe(true));
    release();
    await act(() => adding);
    expect(result.current.isAdding).toBe(false);
    expect(world.serverView()).toEqual(['VA-PVC-40×3']);
  });

  it('useCart shows the lines and totals, and its actions reach the server', async () => {
    const { world, wrapper } = mount();
    const { result } = renderHook(() => useCart(), { wrapper });
    await act(() => world.cart.addToCart(valve));
    expect(result.current.items.map((item) => item.sku)).toEqual(['VA-PVC-40']);
    expect(result.current.segments).toEqual([
      { code: 'subtotal', title: 'Sous total HT', value: 20.75 },
      { code: 'shipping', title: 'Frais de port TTC', value: 5 },
      { code: 'tax', title: 'Taxe', value: 5.15 },
      { code: 'grand_total', title: 'Total TTC', value: 29.9 },
    ]);
    const checksum = result.current.items[0]?.checksum as string;
    await act(() => result.current.updateQuantity(checksum, 4));
    expect(result.current.count).toBe(4);
    expect(world.serverView()).toEqual(['VA-PVC-40×4']);
    await act(() => result.current.applyCoupon('BIENVENUE10'));
    expect(result.current.coupon).toBe('BIENVENUE10');
    await act(() => result.current.removeItem(checksum));
    expect(result.current.items).toEqual([]);
    expect(world.serverView()).toEqual([]);
  });

  it('useCartNotifications hears the SPEC §8 texts', async () => {
    const { world, wrapper } = mount();
    const heard: CartNotification[] = [];
    renderHook(() => useCartNotifications((notification) => heard.push(notification)), { wrapper });
    await act(() => world.cart.addToCart(valve));
    expect(heard.map((notification) => notification.code)).toEqual(['productAdded']);
  });

  it('useMiniCart opens, closes and toggles the one mini-cart flag, without the cart engine', async () => {
    const { world, wrapper } = mount();
    const { result } = renderHook(() => ({ panel: useMiniCart(), flag: useAtomValue(miniCartOpenAtom) }), { wrapper });
    act(() => result.current.panel.toggle());
    expect(result.current.panel.isOpen).toBe(true);
    expect(result.current.flag).toBe(true);
    act(() => result.current.panel.toggle());
    expect(result.current.flag).toBe(false);
    act(() => result.current.panel.open());
    act(() => result.current.panel.close());
    expect(result.current.panel.isOpen).toBe(false);
    expect(world.cart.getState()).not.toHaveProperty('isMicrocartOpen');
  });

  it('the first render shows the empty cart the server rendered, then the stored cart once mounted', async () => {
    const first = setupCart();
    await first.cart.addToCart({ ...valve, qty: 2 });
    const reloaded = first.reload();
    const renders: number[] = [];
    render(
      <Provider store={createStore()}>
        <CartSyncProvider cartSync={reloaded} load={false}>
          <CountProbe renders={renders} />
        </CartSyncProvider>
      </Provider>,
    );
    await waitFor(() => expect(renders.at(-1)).toBe(2));
    expect(renders[0]).toBe(0);
  });

  it('the provider loads and syncs the stored cart when mounted', async () => {
    const first = setupCart();
    await first.cart.addToCart(valve);
    first.server.serverAdd(first.cart.getState().serverToken as string, { sku: 'TU-PE-32', qty: 1 });
    const reloaded = first.reload();
    const { result } = renderHook(() => useCart(), {
      wrapper: ({ children }) => <CartSyncProvider cartSync={reloaded}>{children}</CartSyncProvider>,
    });
    await waitFor(() => expect(result.current.items.map((item) => item.sku).sort()).toEqual(['TU-PE-32', 'VA-PVC-40']));
  });

  it('hooks outside the provider throw a clear error', () => {
    expect(() => renderHook(() => useMiniCartCount())).toThrow(
      'Cart hooks must be used inside <CartSyncProvider cartSync={…}>.',
    );
  });
});
