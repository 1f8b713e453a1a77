import type { AddToCartResult, CartProduct } from '@citerne/cart-sync';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { miniCartOpenAtom } from '../state/miniCartOpenAtom';
import { cartSyncInstance } from './cartSyncInstance';

/**
 * Adds products to the cart through `@citerne/cart-sync` (SPEC §5 validation, stock check, notifications and
 * server sync happen there) and opens the mini-cart when something was added.
 *
 * @example
 * const addToCart = useAddToCart();
 * await addToCart([{ ...product, qty: 2 }]);
 */
export function useAddToCart() {
  const openMiniCart = useSetAtom(miniCartOpenAtom);
  return useCallback(
    async (products: readonly CartProduct[]): Promise<AddToCartResult> => {
      const cart = await cartSyncInstance();
      const result = await cart.addToCart(products);
      if (result.added.length > 0) openMiniCart(true);
      return result;
    },
    [openMiniCart],
  );
}
