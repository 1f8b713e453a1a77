import type { CartState } from '@citerne/cart-sync';
import { atom } from 'jotai';

/** The cart as the page last heard it from `@citerne/cart-sync` (null until the cart is loaded in the browser). */
export const cartStateAtom = atom<CartState | null>(null);
