import { useAtomValue } from 'jotai';
import { cartStateAtom } from './cartStateAtom';

/** The mini-cart badge count (SPEC §4: the sum of quantities, the default `minicartCountType`). */
export function useCartCount(): number {
  const state = useAtomValue(cartStateAtom);
  return state ? state.items.reduce((sum, line) => sum + line.qty, 0) : 0;
}
