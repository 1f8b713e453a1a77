import { useEffect, useState } from 'react';

/**
 * Loads the compare list and the wishlist stores (a lazy chunk) on the pages that show them; `true` once the lists
 * of `useSavedLists` are the browser's, not the server's empty ones.
 * @example
 * const ready = useSavedStoresReady();
 */
export function useSavedStoresReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void import('./savedStores').then(({ savedStores }) => {
      savedStores();
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
