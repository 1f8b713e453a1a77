import type { PaymentMethod, TotalSegment, Totals } from '@citerne/core-api/contract';
import { type Atom, atom, type WritableAtom } from 'jotai';
import { type CartState, emptyCartState } from '../cart/CartState';
import type { CartAction } from '../cart/cartReducer';
import type { CartLine } from '../item/CartLineSchema';
import type { CartProduct } from '../product/CartProduct';
import { miniCartCount } from '../summary/miniCartCount';
import type { AddToCartResult, CartSync, UpdateQuantityResult } from '../sync/CartSync';
import type { SyncReport } from '../sync/runSync';

/** The jotai atoms of one cart (see {@link createCartAtoms}). */
export interface CartAtoms {
  /** The whole cart state; empty until mounted in the browser, then the engine's. */
  readonly state: Atom<CartState>;
  readonly items: Atom<readonly CartLine[]>;
  /** The mini-cart badge count (SPEC §4, `minicartCountType`). */
  readonly miniCartCount: Atom<number>;
  readonly totals: Atom<{ readonly totals: Totals | null; readonly segments: readonly TotalSegment[] }>;
  readonly paymentMethods: Atom<readonly PaymentMethod[]>;
  readonly isAddingToCart: Atom<boolean>;
  readonly isSyncing: Atom<boolean>;
  /** Applies a cart action through the pure reducer (`cartReducer`) held by the engine. */
  readonly dispatch: WritableAtom<null, [CartAction], void>;
  readonly addToCart: WritableAtom<null, [CartProduct | readonly CartProduct[]], Promise<AddToCartResult>>;
  readonly updateQuantity: WritableAtom<null, [string, number | string], Promise<UpdateQuantityResult>>;
  readonly removeItem: WritableAtom<null, [string], Promise<SyncReport>>;
}

/**
 * Jotai atoms over a cart engine: a state atom that mirrors the engine once mounted (its first value is
 * the empty cart, as rendered on the server, so hydration matches), derived atoms for the lines, badge,
 * totals and flags, and write atoms that change the cart through the engine and its pure reducer.
 * @example
 * const atoms = createCartAtoms(cartSync);
 * const count = useAtomValue(atoms.miniCartCount);
 * const add = useSetAtom(atoms.addToCart);
 */
export function createCartAtoms(cartSync: CartSync): CartAtoms {
  const mirror = atom<CartState>(emptyCartState());
  mirror.onMount = (set) => {
    set(cartSync.getState());
    return cartSync.subscribe(set);
  };
  const state = atom((get) => get(mirror));
  return {
    state,
    items: atom((get) => get(state).items),
    miniCartCount: atom((get) => miniCartCount(get(state).items, cartSync.config.minicartCountType)),
    totals: atom((get) => ({ totals: get(state).platformTotals, segments: get(state).platformTotalSegments })),
    paymentMethods: atom((get) => get(state).paymentMethods),
    isAddingToCart: atom((get) => get(state).isAddingToCart),
    isSyncing: atom((get) => get(state).isSyncing),
    dispatch: atom(null, (_get, _set, action: CartAction) => cartSync.dispatch(action)),
    addToCart: atom(null, (_get, _set, products: CartProduct | readonly CartProduct[]) => cartSync.addToCart(products)),
    updateQuantity: atom(null, (_get, _set, checksum: string, qty: number | string) =>
      cartSync.updateQuantity(checksum, qty),
    ),
    removeItem: atom(null, (_get, _set, checksum: string) => cartSync.removeItem(checksum)),
  };
}
