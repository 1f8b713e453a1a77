import { accountCatalogLoaded } from '../account/accountCatalog';
import { accountSectionOf } from '../account/myAccount/accountSections';
import { accountSectionTitle } from '../account/myAccount/accountSectionTitle';
import { MyAccountPage } from '../account/myAccount/MyAccountPage';
import { notFound } from '../page/notFound.server';
import { pageContext } from '../page/pageContext.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import { requireRouteParams } from '../page/requireRouteParams.server';
import { pageSeo } from '../seo/pageSeo';
import type { Route } from './+types/myAccount';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = await pageContext(context, request);
  const { section, orderNumber } = params as { section?: string; orderNumber?: string };
  requireRouteParams(page, { orderNumber: [orderNumber] });
  const id = accountSectionOf({
    ...(section === undefined ? {} : { section }),
    ...(orderNumber ? { orderNumber } : {}),
  });
  if (id === null) throw notFound(page, `No account section ${section}`);
  const title = accountSectionTitle(id, orderNumber ?? '');
  return {
    section: id,
    orderNumber: orderNumber ?? null,
    seo: pageSeo({
      origin: page.api.origin,
      store: page.store,
      path: page.path,
      title: page.i18n._(title),
      noindex: true,
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;

// The page's texts (the account catalogue) are in the shop's language before it renders, on the server and in the browser.
export const handle = { accountCatalogLoaded };

/**
 * SPEC §2 "/my-account": the customer's account, a sub-path per section. The session lives in the browser, so the
 * server renders the waiting state and the browser the account (or the login invitation).
 */
export default function MyAccount({ loaderData }: Route.ComponentProps) {
  return <MyAccountPage section={loaderData.section} orderNumber={loaderData.orderNumber} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
