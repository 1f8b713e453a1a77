import { useAtomValue, useSetAtom } from 'jotai';
import type { CartProduct } from '../product/CartProduct';
import type { AddToCartResult } from '../sync/CartSync';
import { useCartSync } from './useCartSync';

/**
 * Adding to the cart from a product page: `addToCart` runs the SPEC §5 checks and the stock check,
 * adds, notifies and syncs; `isAdding` is true meanwhile (SPEC §3 `isAddingToCart`).
 * @example
 * const { addToCart, isAdding } = useAddToCart();
 * <button disabled={isAdding} onClick={() => addToCart({ ...product, qty })}>Ajouter au panier</button>
 */
export function useAddToCart(): {
  addToCart: (products: CartProduct | readonly CartProduct[]) => Promise<AddToCartResult>;
  isAdding: boolean;
} {
  const { atoms } = useCartSync();
  return { addToCart: useSetAtom(atoms.addToCart), isAdding: useAtomValue(atoms.isAddingToCart) };
}
