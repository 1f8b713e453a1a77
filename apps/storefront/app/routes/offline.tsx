import { msg } from '@lingui/core/macro';
import { OfflinePage } from '../offline/OfflinePage';
import { pageContext } from '../page/pageContext.server';
import { pageSeo } from '../seo/pageSeo';
import { seoMeta } from '../seo/seoMeta';
import type { Route } from './+types/offline';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await pageContext(context, request);
  const seo = pageSeo({
    origin: page.api.origin,
    store: page.store,
    path: '/offline',
    title: page.i18n._(msg`You are offline`),
    noindex: true,
  });
  return { seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * The page the service worker sends a document load to when the shop cannot be reached and the page was never
 * cached (SPEC §8 "Offline"), in the minimal layout. Precached with each build (`scripts/buildServiceWorker.ts`).
 */
export default function Offline() {
  return <OfflinePage />;
}
