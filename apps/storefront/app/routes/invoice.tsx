import { msg } from '@lingui/core/macro';
import { checkoutCatalogLoaded } from '../checkout/checkoutCatalog';
import { InvoicePage } from '../order/InvoicePage';
import { loadOrder } from '../order/loadOrder.server';
import { OwnerInvoice } from '../order/OwnerInvoice';
import { pageContext } from '../page/pageContext.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import { requireRouteParams } from '../page/requireRouteParams.server';
import { pageSeo } from '../seo/pageSeo';
import type { Route } from './+types/invoice';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = await pageContext(context, request);
  requireRouteParams(page, { orderNumber: [params.orderNumber] });
  const key = page.url.searchParams.get('key');
  // With the e-mail's key the server reads the order (a wrong key is a 404); without one, only the logged-in owner
  // can read it, with the token their browser holds.
  const order = key === null ? null : await loadOrder(page, params.orderNumber, key);
  return {
    order,
    orderNumber: params.orderNumber,
    seo: pageSeo({
      origin: page.api.origin,
      store: page.store,
      path: page.path,
      title: page.i18n._(msg`Invoice ${params.orderNumber}`),
      noindex: true,
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;

// The page's texts (their own catalogue) are in the shop's language before it renders, on the server and in the browser.
export const handle = { checkoutCatalogLoaded };

/** SPEC §2 "/invoice/{id}": the printable invoice of an order, for its owner or the holder of the e-mail's link. */
export default function Invoice({ loaderData }: Route.ComponentProps) {
  return loaderData.order ? (
    <InvoicePage order={loaderData.order} />
  ) : (
    <OwnerInvoice orderNumber={loaderData.orderNumber} />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
