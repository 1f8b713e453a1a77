import type { StoreView } from './storeViews';

/**
 * A shop path in a store view: the store code comes first when the view appends it (SPEC §2). External URLs,
 * anchors and already prefixed paths are left as they are.
 *
 * @example
 * storePath(german, '/c/baches'); // '/de/c/baches'
 * storePath(german, '/'); // '/de'
 */
export function storePath(store: StoreView, path: string): string {
  if (!store.appendStoreCode || !path.startsWith('/') || path.startsWith('//')) return path;
  const prefix = `/${store.code}`;
  if (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)) return path;
  return path === '/'
    ? prefix
    : path.startsWith('/?') || path.startsWith('/#')
      ? `${prefix}${path.slice(1)}`
      : `${prefix}${path}`;
}
