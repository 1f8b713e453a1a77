import { describedPageSeo } from '../page/describedPageSeo.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import { WithdrawalFormPage } from '../withdrawal/WithdrawalFormPage';
import { withdrawalCatalogLoaded } from '../withdrawal/withdrawalCatalog';
import { withdrawalSeo } from '../withdrawal/withdrawalSeo';
import type { Route } from './+types/withdrawalForm';

export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    seo: await describedPageSeo(context, request, { path: '/formulaire-de-retractation', ...withdrawalSeo.form }),
  };
}

export const meta: Route.MetaFunction = pageMeta;

export const handle = { withdrawalCatalogLoaded };

/** `/formulaire-de-retractation`: the standard withdrawal form (annex of art. R221-1), printable. */
export default function WithdrawalForm() {
  return <WithdrawalFormPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
