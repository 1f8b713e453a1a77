import { msg } from '@lingui/core/macro';
import { ContactPage } from '../contact/ContactPage';
import { contactCatalogLoaded } from '../contact/contactCatalog';
import { describedPageSeo } from '../page/describedPageSeo.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import type { Route } from './+types/contact';

export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    seo: await describedPageSeo(context, request, {
      path: '/contact',
      title: msg`Contact us`,
      description: msg`Write to Citerne Souple: a question about a tank, a quote for a made-to-measure one, an order to follow. We answer as soon as we can.`,
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;

// The page's texts (their own catalogue) are in the shop's language before it renders, on the server and in the browser.
export const handle = { contactCatalogLoaded };

/** `/contact` (SPEC §8 "Contact form"; the header's envelope icon). */
export default function Contact() {
  return <ContactPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
