import { defaultStoreView, type StoreView, storeViews } from './storeViews';

/**
 * The store view a path belongs to and the path without its store segment: `/de/c/baches` is the German view
 * of `/c/baches`; a path without a store segment belongs to the default view.
 *
 * @example
 * storeViewOfPath('/it/p/CS-EP-5/citerne'); // { store: { code: 'it', … }, path: '/p/CS-EP-5/citerne' }
 */
export function storeViewOfPath(pathname: string): { store: StoreView; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  const store = storeViews.find((view) => view.appendStoreCode && view.code === first);
  if (!store) return { store: defaultStoreView, path: pathname || '/' };
  return { store, path: `/${rest.join('/')}` };
}
