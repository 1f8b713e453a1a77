import { storePath } from '../storeView/storePath';
import { storeViewOfPath } from '../storeView/storeViewOfPath';
import type { StoreView } from '../storeView/storeViews';

// Paths only the default store view serves (routes.ts): the other views go to their home page instead.
const DEFAULT_VIEW_ONLY = new Set(['/pwa.html']);

/**
 * Where the language switcher leads in another store view: the same page with that view's prefix (multistore is
 * off, SPEC §1: every view serves the same catalogue and pages), query and hash kept; a page the view does not serve
 * leads to its home page.
 *
 * @example
 * languageTarget(german, { pathname: '/it/c/baches', search: '?page=2', hash: '' }); // '/de/c/baches?page=2'
 */
export function languageTarget(
  target: StoreView,
  location: { readonly pathname: string; readonly search: string; readonly hash: string },
): string {
  const { path } = storeViewOfPath(location.pathname);
  if (DEFAULT_VIEW_ONLY.has(path) && target.appendStoreCode) return storePath(target, '/');
  return `${storePath(target, path)}${location.search}${location.hash}`;
}
