import { useRecentlyViewed } from '@citerne/account/react';
import { RecentlyViewedList } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { recentlyViewedStore } from './recentlyViewedStore';

/** My Account's recently viewed products (SPEC §2): the product pages this browser showed last, newest first. */
export function RecentlyViewedSection() {
  const { t } = useLingui();
  const store = recentlyViewedStore();
  const products = useRecentlyViewed(store);
  return (
    <RecentlyViewedList
      products={products.map(({ sku, name, href, image }) => ({ sku, name, href, ...(image ? { image } : {}) }))}
      onClear={() => store.clear()}
      labels={{
        list: t`Recently viewed products`,
        clear: t`Clear the list`,
        empty: t`No product viewed recently`,
        emptyHint: t`The products you look at will appear here.`,
      }}
    />
  );
}
