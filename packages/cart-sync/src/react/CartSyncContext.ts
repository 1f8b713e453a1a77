import { createContext } from 'react';
import type { CartSync } from '../sync/CartSync';
import type { CartAtoms } from './createCartAtoms';

/** What {@link CartSyncProvider} gives the hooks: the engine and its atoms. */
export interface CartSyncContextValue {
  readonly cartSync: CartSync;
  readonly atoms: CartAtoms;
}

/** The context of `CartSyncProvider` (null outside it). */
export const CartSyncContext = createContext<CartSyncContextValue | null>(null);
