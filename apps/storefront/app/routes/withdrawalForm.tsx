import { pageContext } from '../page/pageContext.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import { pageSeo } from '../seo/pageSeo';
import { WithdrawalFormPage } from '../withdrawal/WithdrawalFormPage';
import { withdrawalCatalogLoaded } from '../withdrawal/withdrawalCatalog';
import { withdrawalSeo } from '../withdrawal/withdrawalSeo';
import type { Route } from './+types/withdrawalForm';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await pageContext(context, request);
  return {
    seo: pageSeo({
      origin: page.api.origin,
      store: page.store,
      path: '/formulaire-de-retractation',
      title: page.i18n._(withdrawalSeo.form.title),
      description: page.i18n._(withdrawalSeo.form.description),
    }),
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
