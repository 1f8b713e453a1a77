import { msg } from '@lingui/core/macro';
import { CheckoutPage } from '../checkout/CheckoutPage';
import { checkoutCatalogLoaded } from '../checkout/checkoutCatalog';
import { loadOrder } from '../order/loadOrder.server';
import { pageContext } from '../page/pageContext.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import { pageSeo } from '../seo/pageSeo';
import type { Route } from './+types/checkout';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await pageContext(context, request);
  // A card payment provider sends the shopper back here with the order and its access key (SPEC §7 "Payment
  // redirects"): the thank-you page is drawn from the server's order, whatever this browser still holds.
  const orderNumber = page.url.searchParams.get('order');
  const key = page.url.searchParams.get('key');
  const returned = orderNumber ? { order: await loadOrder(page, orderNumber, key), key: key ?? '' } : null;
  return {
    returned,
    seo: pageSeo({
      origin: page.api.origin,
      store: page.store,
      path: page.path,
      title: page.i18n._(returned ? msg`Thank you for your order` : msg`Checkout`),
      noindex: true,
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;

// The page's texts (their own catalogue) are in the shop's language before it renders, on the server and in the browser.
export const handle = { checkoutCatalogLoaded };

/** SPEC §2 "/checkout": the four checkout steps, and the thank-you page once the order is placed. */
export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage returned={loaderData.returned} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
