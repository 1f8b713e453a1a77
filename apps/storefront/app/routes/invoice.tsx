import { msg } from '@lingui/core/macro';
import { InvoicePage } from '../order/InvoicePage';
import { loadOrder } from '../order/loadOrder.server';
import { pageContext } from '../page/pageContext.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import { pageSeo } from '../seo/pageSeo';
import type { Route } from './+types/invoice';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = await pageContext(context, request);
  const order = await loadOrder(page, params.orderNumber, page.url.searchParams.get('key'));
  return {
    order,
    seo: pageSeo({
      origin: page.api.origin,
      store: page.store,
      path: page.path,
      title: page.i18n._(msg`Invoice ${order.increment_id}`),
      noindex: true,
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;

/** SPEC §2 "/invoice/{id}": the printable invoice of an order, for its owner or the holder of the e-mail's link. */
export default function Invoice({ loaderData }: Route.ComponentProps) {
  return <InvoicePage order={loaderData.order} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
