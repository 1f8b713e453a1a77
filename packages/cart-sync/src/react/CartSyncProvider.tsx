import { type ReactNode, useEffect, useMemo } from 'react';
import type { CartSync } from '../sync/createCartSync';
import { CartSyncContext } from './CartSyncContext';
import { createCartAtoms } from './createCartAtoms';

/** Props of {@link CartSyncProvider}. */
export interface CartSyncProviderProps {
  readonly cartSync: CartSync;
  /** Load and sync the stored cart when mounted (default true). */
  readonly load?: boolean;
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
export function CartSyncProvider({ cartSync, load = true, children }: CartSyncProviderProps) {
  const value = useMemo(() => ({ cartSync, atoms: createCartAtoms(cartSync) }), [cartSync]);
  useEffect(() => {
    if (load) void cartSync.load();
  }, [cartSync, load]);
  return <CartSyncContext.Provider value={value}>{children}</CartSyncContext.Provider>;
}
