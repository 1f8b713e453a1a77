import { AccessibilityStatement } from '../accessibility/AccessibilityStatement';
import { accessibilityCatalogLoaded } from '../accessibility/accessibilityCatalog';
import { ACCESSIBILITY_PATH, accessibilitySeo } from '../accessibility/accessibilitySeo';
import { describedPageSeo } from '../page/describedPageSeo.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import type { Route } from './+types/accessibility';

export async function loader({ context, request }: Route.LoaderArgs) {
  return { seo: await describedPageSeo(context, request, { path: ACCESSIBILITY_PATH, ...accessibilitySeo }) };
}

export const meta: Route.MetaFunction = pageMeta;

// The statement's texts (their own catalogue) are in the shop's language before it renders.
export const handle = { accessibilityCatalogLoaded };

/** `/accessibilite`: the shop's accessibility statement (European Accessibility Act, RGAA 4.1 model). */
export default function Accessibility() {
  return <AccessibilityStatement />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
