import { useCallback, useSyncExternalStore } from 'react';
import { firstCartLoad } from '../sync/firstCartLoad';
import { useCartSync } from './useCartSync';

/**
 * Whether the cart's first load has finished (stored cart read back and synced, or the load failed): a mini-cart
 * shows its loading state until then. False on the server and at hydration, so the page hydrates as rendered.
 * @example
 * const loaded = useCartLoaded();
 * <MiniCart status={loaded ? 'ready' : 'loading'} … />
 */
export function useCartLoaded(): boolean {
  const { cartSync } = useCartSync();
  const subscribe = useCallback((listener: () => void) => firstCartLoad(cartSync).subscribe(listener), [cartSync]);
  const isSettled = useCallback(() => firstCartLoad(cartSync).isSettled(), [cartSync]);
  return useSyncExternalStore(subscribe, isSettled, () => false);
}
