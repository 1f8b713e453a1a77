import { useAtomValue } from 'jotai';
import { useCartSync } from './useCartSync';

/**
 * The number on the header's cart badge: lines or quantities, as `minicartCountType` says (SPEC §4).
 * @example
 * const count = useMiniCartCount();
 */
export function useMiniCartCount(): number {
  return useAtomValue(useCartSync().atoms.miniCartCount);
}
