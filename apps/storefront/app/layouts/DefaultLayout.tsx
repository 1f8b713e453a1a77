import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { dehydratePageData } from '../api/dehydratePageData.server';
import { PageDataBoundary } from '../api/PageDataBoundary';
import { serverApi } from '../api/serverApi.server';
import { layoutKey } from '../chrome/LayoutData';
import { loadLayoutData } from '../chrome/loadLayoutData.server';
import { ShopChrome } from '../chrome/ShopChrome';
import { storeViewOfPath } from '../storeView/storeViewOfPath';
import type { Route } from './+types/DefaultLayout';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { store } = storeViewOfPath(new URL(request.url).pathname);
  const layout = await loadLayoutData(serverApi(context, request).client);
  return { dehydratedState: dehydratePageData([[layoutKey(store.code), layout]]) };
}

/** The menus and blocks do not change from page to page: they are loaded again only in another store view. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const before = storeViewOfPath(currentUrl.pathname).store.code;
  const after = storeViewOfPath(nextUrl.pathname).store.code;
  return before !== after ? defaultShouldRevalidate : false;
}

/** SPEC §2 "Layouts": the default layout. */
export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PageDataBoundary state={loaderData.dehydratedState}>
      <ShopChrome />
    </PageDataBoundary>
  );
}
