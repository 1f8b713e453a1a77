import type { SavedProduct } from '@citerne/account';
import { useSyncExternalStore } from 'react';

/** The shopper's compare list and wishlist, as the first load sees them (empty until their stores load). */
export interface SavedLists {
  readonly compare: readonly SavedProduct[];
  readonly wishlist: readonly SavedProduct[];
}

const empty: SavedLists = { compare: [], wishlist: [] };
let current: SavedLists = empty;
const listeners = new Set<() => void>();

/**
 * Publishes the lists (called by `savedStores.ts`, the lazy chunk that holds `@citerne/account`'s stores). This module
 * is part of every page's first load and must stay tiny: the cards' toggles and the header's counts read it, the
 * stores themselves load after the first paint (with the session) or on the first click.
 */
export function publishSavedLists(next: SavedLists): void {
  current = next;
  for (const listener of [...listeners]) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The compare list and the wishlist, re-rendering on every change; empty on the server and while hydrating.
 * @example
 * const { compare } = useSavedLists();
 */
export function useSavedLists(): SavedLists {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => empty,
  );
}

/** One of the two lists. */
export type SavedListName = keyof SavedLists;

/**
 * Whether a product is in one list, re-rendering only when that answer changes: a grid of fifty cards must not
 * render again because the lists were published after idle (issue 21: each card's toggle subscribes on its own).
 * `false` on the server and while hydrating.
 * @example
 * const pressed = useIsSaved('wishlist', sku);
 */
export function useIsSaved(list: SavedListName, sku: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => current[list].some((item) => item.sku === sku),
    () => false,
  );
}

/**
 * How many products one list holds, re-rendering only when the count changes (the header's counters).
 * @example
 * const compared = useSavedCount('compare');
 */
export function useSavedCount(list: SavedListName): number {
  return useSyncExternalStore(
    subscribe,
    () => current[list].length,
    () => 0,
  );
}
