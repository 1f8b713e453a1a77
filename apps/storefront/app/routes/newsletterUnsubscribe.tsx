import { ApiError } from '@citerne/core-api';
import type { NewsletterUnsubscribeState } from '@citerne/ui-kit';
import { accountCatalogLoaded } from '../account/accountCatalog';
import { NewsletterUnsubscribePage } from '../account/newsletterUnsubscribe/NewsletterUnsubscribePage';
import { newsletterUnsubscribeTitle } from '../account/newsletterUnsubscribe/newsletterUnsubscribeSeo';
import { pageContext } from '../page/pageContext.server';
import { pageMeta } from '../page/pageMeta';
import { RouteErrorPage } from '../page/RouteErrorPage';
import { pageSeo } from '../seo/pageSeo';
import type { Route } from './+types/newsletterUnsubscribe';

// The signed token of the e-mail's link, as the API reads it (`<e-mail>.<version>.<signature>`, base64url).
const plausibleToken = /^[A-Za-z0-9_-]{1,400}\.\d{1,9}\.[A-Za-z0-9_-]{43}$/;

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await pageContext(context, request);
  const token = page.url.searchParams.get('token') ?? '';
  return {
    token,
    state: (plausibleToken.test(token) ? 'confirm' : 'invalid') as NewsletterUnsubscribeState,
    seo: pageSeo({
      origin: page.api.origin,
      store: page.store,
      path: page.path,
      title: page.i18n._(newsletterUnsubscribeTitle),
      noindex: true,
    }),
  };
}

/**
 * The confirmation: the page's form posts the token; a mail client's one-click unsubscribe (RFC 8058) POSTs
 * `List-Unsubscribe=One-Click` to the link itself, so the token is then read from the URL. Idempotent.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const page = await pageContext(context, request);
  const form = await request.formData();
  const posted = form.get('token');
  const token = (typeof posted === 'string' && posted) || page.url.searchParams.get('token') || '';
  if (!plausibleToken.test(token)) return { state: 'invalid' as NewsletterUnsubscribeState };
  try {
    await page.api.client.newsletter.unsubscribeWithLink(token);
    return { state: 'done' as NewsletterUnsubscribeState };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { state: 'invalid' as NewsletterUnsubscribeState };
    console.error(`Newsletter unsubscribe failed: ${error instanceof Error ? error.message : String(error)}`);
    return { state: 'failed' as NewsletterUnsubscribeState };
  }
}

export const meta: Route.MetaFunction = pageMeta;

// The page's texts (the account catalogue) are in the shop's language before it renders.
export const handle = { accountCatalogLoaded };

/** `/newsletter/unsubscribe?token=…`: the unsubscribe link of every newsletter e-mail (SPEC §4 "Newsletter"). */
export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterUnsubscribePage state={actionData?.state ?? loaderData.state} token={loaderData.token} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
