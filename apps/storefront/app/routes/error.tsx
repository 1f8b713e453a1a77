import { ErrorView } from '@citerne/ui-kit';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { data } from 'react-router';
import { RouterAnchor } from '../chrome/RouterAnchor';
import { pageContext } from '../page/pageContext.server';
import { pageSeo } from '../seo/pageSeo';
import { seoMeta } from '../seo/seoMeta';
import type { Route } from './+types/error';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await pageContext(context, request);
  const seo = pageSeo({
    origin: page.api.origin,
    store: page.store,
    path: '/error',
    title: page.i18n._(msg`Internal Server Error`),
    noindex: true,
  });
  return data({ seo }, { status: 500 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** SPEC §2 "/error": the error page, in the minimal layout (Internal Server Error 500 page). */
export default function ErrorPage() {
  const { t } = useLingui();
  return (
    <div className="status-page">
      <h1>{t`Internal Server Error`}</h1>
      <ErrorView message={t`Something went wrong. Try again in a few seconds.`} />
      <p>
        <RouterAnchor href="/" className="button-link">
          {t`Back to home`}
        </RouterAnchor>
      </p>
    </div>
  );
}
