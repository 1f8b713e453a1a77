import { useSyncExternalStore } from 'react';
import { shopCartSync } from './shopCartSync';

/**
 * Whether the shop's cart finished its first load (stored cart read back and synced, or the sync failed): the
 * mini-cart shows its loading state until then. False on the server and at hydration.
 *
 * @example
 * const loaded = useCartLoaded();
 * <MiniCart status={loaded ? 'ready' : 'loading'} … />
 */
export function useCartLoaded(): boolean {
  return useSyncExternalStore(shopCartSync.subscribe, shopCartSync.isLoaded, () => false);
}
