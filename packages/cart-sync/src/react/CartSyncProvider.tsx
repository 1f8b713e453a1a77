import { type ReactNode, useEffect, useMemo } from 'react';
import type { CartSync } from '../sync/createCartSync';
import { CartSyncContext } from './CartSyncContext';
import { createCartAtoms } from './createCartAtoms';

/** Props of {@link CartSyncProvider}. */
export interface CartSyncProviderProps {
  readonly cartSync: CartSync;
  /** Load and sync the stored cart when mounted (default true). */
  readonly load?: boolean;
  /**
   * Told when that first load fails (for example the engine's code or the network is unreachable); the cart
   * keeps its stored lines and the next action tries again. Defaults to `console.error`, never an unhandled
   * rejection.
   */
  readonly onLoadError?: (error: unknown) => void;
  readonly children?: ReactNode;
}

/**
 * Makes a cart engine available to the hooks of `@citerne/cart-sync/react`; loads the stored cart once
 * mounted. Atoms live in the nearest jotai store (a jotai `Provider`, or the default store).
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
    if (load) cartSync.load().catch(onLoadError);
  }, [cartSync, load, onLoadError]);
  return <CartSyncContext.Provider value={value}>{children}</CartSyncContext.Provider>;
}
