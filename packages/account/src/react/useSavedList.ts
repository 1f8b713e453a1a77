import { useSyncExternalStore } from 'react';
import type { SavedList } from '../saved/createSavedList';
import type { SavedProduct } from '../saved/SavedProduct';

const none: readonly SavedProduct[] = [];
const serverSnapshot = () => none;

/**
 * The products of a saved list (the compare list, the wishlist), re-rendering on every change
 * (`useSyncExternalStore`); an empty list on the server and while hydrating, as the server has no browser storage.
 * @example
 * const products = useSavedList(compareList);
 * return <span>{products.length}</span>;
 */
export function useSavedList(store: SavedList): readonly SavedProduct[] {
  return useSyncExternalStore(store.subscribe, store.list, serverSnapshot);
}
