import { ConfigurationPage } from '../configurator/ConfigurationPage';
import { configuratorCatalogLoaded } from '../configurator/configuratorCatalog';
import { loadConfiguration } from '../configurator/loadConfiguration.server';
import { pageContext } from '../page/pageContext.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import { requireRouteParams } from '../page/requireRouteParams.server';
import type { Route } from './+types/configuration';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = await pageContext(context, request);
  requireRouteParams(page, { segment: [params.parentSku, params.slug] });
  return loadConfiguration(page, params.parentSku, params.slug);
}

export const meta: Route.MetaFunction = pageMeta;

// The configurator's texts (their own catalogue) are in the shop's language before it renders.
export const handle = { configuratorCatalogLoaded };

/** SPEC §2 "/configuration/{parentSku}/{slug}" (configuration layout): a made-to-measure product's configurator. */
export default function Configuration({ loaderData }: Route.ComponentProps) {
  return <ConfigurationPage key={loaderData.data.product.sku} data={loaderData.data} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
