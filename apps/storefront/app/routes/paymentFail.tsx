import { msg } from '@lingui/core/macro';
import { checkoutCatalogLoaded } from '../checkout/checkoutCatalog';
import { loadOrder } from '../order/loadOrder.server';
import { PaymentFailPage } from '../order/PaymentFailPage';
import { pageContext } from '../page/pageContext.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import { requireRouteParams } from '../page/requireRouteParams.server';
import { pageSeo } from '../seo/pageSeo';
import type { Route } from './+types/paymentFail';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = await pageContext(context, request);
  requireRouteParams(page, { orderNumber: [params.orderNumber] });
  const key = page.url.searchParams.get('key');
  const order = await loadOrder(page, params.orderNumber, key);
  return {
    order,
    accessKey: key ?? '',
    seo: pageSeo({
      origin: page.api.origin,
      store: page.store,
      path: page.path,
      title: page.i18n._(msg`Payment not complete`),
      noindex: true,
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;

// The page's texts (their own catalogue) are in the shop's language before it renders, on the server and in the browser.
export const handle = { checkoutCatalogLoaded };

/** SPEC §2 "/payment-fail/{id}": the card payment failed or was cancelled; pay again or choose another method. */
export default function PaymentFail({ loaderData }: Route.ComponentProps) {
  return <PaymentFailPage order={loaderData.order} accessKey={loaderData.accessKey} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
