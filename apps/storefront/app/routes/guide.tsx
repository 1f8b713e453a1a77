import { GuidePage } from '../guide/GuidePage';
import { guideCatalogLoaded } from '../guide/guideCatalog';
import { loadGuide } from '../guide/loadGuide.server';
import { pageContext } from '../page/pageContext.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import type { Route } from './+types/guide';

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadGuide(await pageContext(context, request));
}

export const meta: Route.MetaFunction = pageMeta;

// The guide's texts (their own catalogue) are in the shop's language before it renders, on the server and in the browser.
export const handle = { guideCatalogLoaded };

/** The tank calculator and buying guide at `/comment-choisir-sa-citerne-souple` (issue 17). */
export default function Guide({ loaderData }: Route.ComponentProps) {
  return <GuidePage {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
