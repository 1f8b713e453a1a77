import { msg } from '@lingui/core/macro';
import { dehydratePageData } from '../api/dehydratePageData.server';
import { PageDataBoundary } from '../api/PageDataBoundary';
import { imageUrl } from '../catalog/imageUrl';
import { homeKey } from '../home/HomeData';
import { HomePage } from '../home/HomePage';
import { loadHome } from '../home/loadHome.server';
import { pageContext } from '../page/pageContext.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import { pageSeo } from '../seo/pageSeo';
import type { Route } from './+types/home';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await pageContext(context, request);
  const home = await loadHome(page.api.client, page.store.code, page.api.slidePhotoToken);
  const firstImage = home.slider.slides[0]?.image ?? home.mainBanners[0]?.image;
  const dataKey = homeKey(page.store.code);
  return {
    dataKey,
    dehydratedState: dehydratePageData([[dataKey, home]]),
    seo: pageSeo({
      origin: page.api.origin,
      store: page.store,
      path: '/',
      title: page.i18n._(msg`Soft water tanks, tarpaulins and pergola covers – French manufacturer`),
      description: page.i18n._(
        msg`Soft tanks for rainwater, drinking water and fire reserves, tarpaulins and shade sails made in our French workshop. 5-year warranty, made to measure.`,
      ),
      image: firstImage ? imageUrl(firstImage)({ width: 900, height: 700 }) : null,
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;

/** SPEC §2 "/ (alias /pwa.html)": the home page. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <PageDataBoundary state={loaderData.dehydratedState}>
      <HomePage dataKey={loaderData.dataKey} />
    </PageDataBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
