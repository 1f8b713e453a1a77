import { useLocation } from 'react-router';
import { storeViewOfPath } from './storeViewOfPath';
import type { StoreView } from './storeViews';

/** The store view of the current page (from its path's store segment). */
export function useStoreView(): StoreView {
  return storeViewOfPath(useLocation().pathname).store;
}
