// @vitest-environment happy-dom

import { connector, valve } from '@repo/test-utils';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCartConfig } from '../config/parseCartConfig';
import type { CartSync } from '../sync/CartSync';
import { createLazyCartSync } from '../sync/createLazyCartSync';
import { setupCart } from '../testing/setupCart';
import { CartSyncProvider } from './CartSyncProvider';
import { useAddToCart } from './useAddToCart';
import { useCartLoaded } from './useCartLoaded';
import { useMiniCart } from './useMiniCart';
import { useMiniCartCount } from './useMiniCartCount';

afterEach(cleanup);

const config = parseCartConfig({});

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** A shopper back with 2 valves stored, and a lazy cart whose engine is created over that storage when asked. */
async function returningShopper(deferLoad?: () => Promise<void>) {
  const world = setupCart();
  await world.cart.addToCart({ ...valve, qty: 2 });
  const loadEngine = vi.fn(async (): Promise<CartSync> => world.reload());
  return { world, loadEngine, cart: createLazyCartSync(loadEngine, { config, ...(deferLoad ? { deferLoad } : {}) }) };
}

function MiniCartBadge() {
  const count = useMiniCartCount();
  const loaded = useCartLoaded();
  const { isOpen, open } = useMiniCart();
  const { addToCart } = useAddToCart();
  return (
    <>
      <output aria-label="Articles dans le panier" aria-busy={!loaded}>
        {loaded ? count : '…'}
      </output>
      <output aria-label="Mini-panier">{isOpen ? 'ouvert' : 'fermé'}</output>
      <button type="button" onClick={open}>
        Ouvrir le panier
      </button>
      <button type="button" onClick={() => void addToCart(connector)}>
        Ajouter le raccord
      </button>
    </>
  );
}

function page(cartSync: CartSync) {
  return (
    <Provider store={createStore()}>
      <CartSyncProvider cartSync={cartSync}>
        <MiniCartBadge />
      </CartSyncProvider>
    </Provider>
  );
}

const badge = () => screen.getByLabelText('Articles dans le panier');

describe('a cart whose engine loads lazily, in React (createLazyCartSync + CartSyncProvider + useCartLoaded)', () => {
  it('the server renders the empty cart, not loaded, without fetching the engine code', async () => {
    const { cart, loadEngine } = await returningShopper();
    const html = renderToString(page(cart));
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('fermé');
    expect(loadEngine).not.toHaveBeenCalled();
  });

  it('the cart shows as loading until the first load has finished, then shows the stored cart', async () => {
    const { cart } = await returningShopper();
    render(page(cart));
    expect(badge().textContent).toBe('…');
    await waitFor(() => expect(badge().textContent).toBe('2'));
    expect(badge().getAttribute('aria-busy')).toBe('false');
  });

  it('with the first load deferred until idle, the cart stays loading and no engine code is fetched before then', async () => {
    const idle = gate();
    const { cart, loadEngine } = await returningShopper(() => idle.opened);
    render(page(cart));
    await act(() => Promise.resolve());
    expect(loadEngine).not.toHaveBeenCalled();
    expect(badge().textContent).toBe('…');
    idle.open();
    await waitFor(() => expect(badge().textContent).toBe('2'));
    expect(loadEngine).toHaveBeenCalledTimes(1);
  });

  it('a shopper who adds to the cart before the idle moment gets the engine at once, and the add is kept', async () => {
    const never = gate();
    const { cart, world } = await returningShopper(() => never.opened);
    render(page(cart));
    act(() => screen.getByRole('button', { name: 'Ajouter le raccord' }).click());
    await waitFor(() => expect(world.serverView()).toEqual(['RA-CAN-50×1', 'VA-PVC-40×2']));
    expect(cart.miniCartCount()).toBe(3);
  });

  it('opening the mini-cart before the engine exists is kept once it has loaded', async () => {
    const idle = gate();
    const { cart } = await returningShopper(() => idle.opened);
    render(page(cart));
    act(() => screen.getByRole('button', { name: 'Ouvrir le panier' }).click());
    idle.open();
    await waitFor(() => expect(badge().textContent).toBe('2'));
    expect(screen.getByLabelText('Mini-panier').textContent).toBe('ouvert');
  });

  it('a first load that fails (engine code unreachable) ends the loading state and is reported', async () => {
    const { cart, loadEngine } = await returningShopper();
    loadEngine.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const reported: unknown[] = [];
    render(
      <Provider store={createStore()}>
        <CartSyncProvider cartSync={cart} onLoadError={(error) => reported.push(error)}>
          <MiniCartBadge />
        </CartSyncProvider>
      </Provider>,
    );
    await waitFor(() => expect(badge().textContent).toBe('0'));
    expect(reported).toHaveLength(1);
  });

  it('the provider runs the first load once per engine, even mounted twice', async () => {
    const world = setupCart();
    const load = vi.spyOn(world.cart, 'load');
    const { unmount } = render(page(world.cart));
    await waitFor(() => expect(badge().textContent).toBe('0'));
    unmount();
    render(page(world.cart));
    await waitFor(() => expect(badge().textContent).toBe('0'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a custom first load keeps the cart loading until its last step', async () => {
    const world = setupCart();
    const stock = gate();
    render(
      <Provider store={createStore()}>
        <CartSyncProvider cartSync={world.cart} load={(cart) => cart.load().then(() => stock.opened)}>
          <MiniCartBadge />
        </CartSyncProvider>
      </Provider>,
    );
    await act(() => world.cart.idle());
    expect(badge().textContent).toBe('…');
    stock.open();
    await waitFor(() => expect(badge().textContent).toBe('0'));
  });

  it('with load={false} the cart stays loading until the caller runs the first load', async () => {
    const world = setupCart();
    const load = vi.spyOn(world.cart, 'load');
    render(
      <Provider store={createStore()}>
        <CartSyncProvider cartSync={world.cart} load={false}>
          <MiniCartBadge />
        </CartSyncProvider>
      </Provider>,
    );
    await act(() => world.cart.idle());
    expect(load).not.toHaveBeenCalled();
    expect(badge().textContent).toBe('…');
  });
});
