import { describedPageSeo } from '../page/describedPageSeo.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import { WithdrawalPage } from '../withdrawal/WithdrawalPage';
import { withdrawalCatalogLoaded } from '../withdrawal/withdrawalCatalog';
import { withdrawalSeo } from '../withdrawal/withdrawalSeo';
import type { Route } from './+types/withdrawal';

export async function loader({ context, request }: Route.LoaderArgs) {
  return { seo: await describedPageSeo(context, request, { path: '/retractation', ...withdrawalSeo.page }) };
}

export const meta: Route.MetaFunction = pageMeta;

// The page's texts (their own catalogue) are in the shop's language before it renders, on the server and in the browser.
export const handle = { withdrawalCatalogLoaded };

/** `/retractation`: the online withdrawal function (art. L221-18 ff., Article 11a of the Consumer Rights Directive). */
export default function Withdrawal() {
  return <WithdrawalPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
