import { msg } from '@lingui/core/macro';
import { accountCatalogLoaded } from '../account/accountCatalog';
import { LoginAsCustomerPage } from '../account/auth/LoginAsCustomerPage';
import { describedPageSeo } from '../page/describedPageSeo.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import type { Route } from './+types/loginAsCustomer';

export async function loader({ context, request }: Route.LoaderArgs) {
  return { seo: await describedPageSeo(context, request, { title: msg`Login as customer`, noindex: true }) };
}

export const meta: Route.MetaFunction = pageMeta;

// The page's texts (the account catalogue) are in the shop's language before it renders.
export const handle = { accountCatalogLoaded };

/** SPEC §2 "/login-as-customer", in the minimal layout: redeems the link's token (the fragment, read in the browser). */
export default function LoginAsCustomer() {
  return <LoginAsCustomerPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
