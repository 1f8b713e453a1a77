import { ConfiguratorListPage } from '../configurator/ConfiguratorListPage';
import { configuratorCatalogLoaded } from '../configurator/configuratorCatalog';
import { loadConfigurator } from '../configurator/loadConfigurator.server';
import { pageContext } from '../page/pageContext.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import type { Route } from './+types/configurator';

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadConfigurator(await pageContext(context, request));
}

export const meta: Route.MetaFunction = pageMeta;

// The configurator's texts (their own catalogue) are in the shop's language before it renders.
export const handle = { configuratorCatalogLoaded };

/** SPEC §2 "/configurator" (configuration layout): the made-to-measure products to configure (issue 17). */
export default function Configurator({ loaderData }: Route.ComponentProps) {
  return <ConfiguratorListPage entries={loaderData.entries} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
