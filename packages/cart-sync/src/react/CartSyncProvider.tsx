import { type ReactNode, useEffect, useMemo } from 'react';
import type { CartSync } from '../sync/CartSync';
import { firstCartLoad } from '../sync/firstCartLoad';
import { CartSyncContext } from './CartSyncContext';
import { createCartAtoms } from './createCartAtoms';

/** Props of {@link CartSyncProvider}. */
export interface CartSyncProviderProps {
  readonly cartSync: CartSync;
  /**
   * The engine's first load, run once per engine when mounted: `true` (default) loads and syncs the stored cart
   * (`cartSync.load()`), a function runs its own first load (e.g. load, then check the stock), `false` leaves it to
   * the caller (`firstCartLoad(cartSync).start()`). {@link useCartLoaded} tells when it has finished.
   */
  readonly load?: boolean | ((cartSync: CartSync) => Promise<unknown>);
  /**
   * Told when that first load fails (for example the engine's code or the network is unreachable); the cart
   * keeps its stored lines and the next action tries again. Defaults to `console.error`, never an unhandled
   * rejection.
   */
  readonly onLoadError?: (error: unknown) => void;
  readonly children?: ReactNode;
}

/**
 * Makes a cart engine available to the hooks of `@citerne/cart-sync/react`; runs its first load once mounted (once
 * per engine, however often the provider mounts). Atoms live in the nearest jotai store (a jotai `Provider`, or the
 * default store). To keep the engine's code out of the page's first load, give it `createLazyCartSync(...)`.
 * @example
 * <CartSyncProvider cartSync={cartSync}>
 *   <Header />
 * </CartSyncProvider>
 */
export function CartSyncProvider({
  cartSync,
  load = true,
  onLoadError = console.error,
  children,
}: CartSyncProviderProps) {
  const value = useMemo(() => ({ cartSync, atoms: createCartAtoms(cartSync) }), [cartSync]);
  useEffect(() => {
    if (load === false) return;
    firstCartLoad(cartSync)
      .start(load === true ? undefined : load)
      .catch(onLoadError);
  }, [cartSync, load, onLoadError]);
  return <CartSyncContext.Provider value={value}>{children}</CartSyncContext.Provider>;
}
