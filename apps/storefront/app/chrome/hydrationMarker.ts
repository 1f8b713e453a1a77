const pendingIslands = new Set<string>();
let rootHydrated = false;

function markWhenDone() {
  // Marks the page interactive (end-to-end tests wait on it instead of sleeping): the root and every island
  // hydrated.
  if (rootHydrated && pendingIslands.size === 0) document.documentElement.dataset.hydrated = 'true';
}

/**
 * Records an island the page's first render met (`lazyIsland`): the page is not marked hydrated before it is.
 * Browser only.
 *
 * @example
 * islandPending('footer');
 */
export function islandPending(name: string): void {
  pendingIslands.add(name);
}

/**
 * An island (`name`) or, with `'root'`, the root has hydrated; the page is marked `data-hydrated` once all have.
 *
 * @example
 * useEffect(() => hydrated('root'), []);
 */
export function hydrated(name: string): void {
  if (name === 'root') rootHydrated = true;
  pendingIslands.delete(name);
  markWhenDone();
}
