import type { PaymentMethod, TotalSegment, Totals } from '@citerne/core-api/contract';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import type { CartLine } from '../item/CartLineSchema';
import type { CartSync, UpdateQuantityResult } from '../sync/CartSync';
import type { SyncReport } from '../sync/runSync';
import { useCartSync } from './useCartSync';

/** What {@link useCart} gives: the cart as shown, and what the shopper can do to it. */
export interface UseCartResult {
  readonly items: readonly CartLine[];
  readonly count: number;
  readonly totals: Totals | null;
  readonly segments: readonly TotalSegment[];
  readonly paymentMethods: readonly PaymentMethod[];
  readonly coupon: string | null;
  readonly isSyncing: boolean;
  updateQuantity(checksum: string, qty: number | string): Promise<UpdateQuantityResult>;
  removeItem(checksum: string): Promise<SyncReport>;
  /** Removes a product and its variant lines by parent sku (SPEC §4 "Cart"). */
  removeProduct: CartSync['removeProduct'];
  clear: CartSync['clear'];
  applyCoupon: CartSync['applyCoupon'];
  removeCoupon: CartSync['removeCoupon'];
}

/**
 * The cart for a cart page or mini-cart: its lines, badge count, server totals and segments, payment
 * methods (cash on delivery hidden for a virtual cart), coupon, and the actions on it.
 * @example
 * const { items, segments, updateQuantity, removeItem } = useCart();
 */
export function useCart(): UseCartResult {
  const { cartSync, atoms } = useCartSync();
  const state = useAtomValue(atoms.state);
  const count = useAtomValue(atoms.miniCartCount);
  const updateQuantity = useSetAtom(atoms.updateQuantity);
  const removeItem = useSetAtom(atoms.removeItem);
  const actions = useMemo(
    () => ({
      removeProduct: cartSync.removeProduct,
      clear: cartSync.clear,
      applyCoupon: cartSync.applyCoupon,
      removeCoupon: cartSync.removeCoupon,
    }),
    [cartSync],
  );
  return {
    items: state.items,
    count,
    totals: state.platformTotals,
    segments: state.platformTotalSegments,
    paymentMethods: state.paymentMethods,
    coupon: state.coupon?.code ?? null,
    isSyncing: state.isSyncing,
    updateQuantity,
    removeItem,
    ...actions,
  };
}
